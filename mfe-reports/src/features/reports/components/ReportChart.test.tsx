import { render } from '@testing-library/react';
import ReportChart from './ReportChart';
import type { ChartModel } from '../model';

const model: ChartModel = {
  title: 'Rezerwacje a przychód',
  help: '',
  categories: ['paź 26', 'lis 26'],
  names: ['październik 2026', 'listopad 2026'],
  step: 'month',
  stacked: false,
  series: [
    { key: 'revenue', label: 'Przychód', unit: 'zl', values: [12000, 8000], kind: 'bar', axis: 'left' },
    { key: 'reservations', label: 'Rezerwacje', unit: 'reservations', values: [19, 11], kind: 'line', axis: 'right' },
  ],
};

describe('ReportChart', () => {
  it('draws the axes and the legend, and keeps each point’s tooltip hidden until it is pointed at', () => {
    const { container } = render(<ReportChart model={model} />);
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Przychód', 'Rezerwacje', 'paź 26', 'lis 26']));
    // a line's points once drew their tooltip text beside them, all at once, over the chart
    expect(texts.some((text) => text?.includes('Rezerwacje: 11'))).toBe(false);
    expect(texts.some((text) => text?.includes('niż w poprzednim miesiącu'))).toBe(false);
  });
});
