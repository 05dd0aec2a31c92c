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

  it('is drawn 1200 wide by default and narrower when asked (on a phone)', () => {
    const wide = render(<ReportChart model={model} />);
    expect(wide.container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 1200 420');
    const narrow = render(<ReportChart model={model} width={720} />);
    expect(narrow.container.querySelector('svg')).toHaveAttribute('viewBox', '0 0 720 420');
  });

  it('labels its axes with round amounts and whole counts', () => {
    const small: ChartModel = {
      ...model,
      series: [
        { key: 'revenue', label: 'Przychód', unit: 'zl', values: [1289, 645], kind: 'bar', axis: 'left' },
        { key: 'reservations', label: 'Rezerwacje', unit: 'reservations', values: [2, 1], kind: 'line', axis: 'right' },
      ],
    };
    const { container } = render(<ReportChart model={small} />);
    const texts = [...container.querySelectorAll('text')].map((text) => (text.textContent ?? '').replace(/\s/g, ' '));
    expect(texts.filter((t) => t.endsWith('zł'))).toEqual(['0 zł', '500 zł', '1 000 zł', '1 500 zł']);
    expect(texts.filter((t) => /^\d+$/.test(t))).toEqual(['0', '1', '2']);
  });
});
