import { TEMPLATE_CHANNEL_CODES, TEMPLATE_LANGUAGE_CODES, TEMPLATE_PLACEHOLDER_NAMES, isTemplatePlaceholder } from './messageTemplate.ts';

describe('message template choices', () => {
  it('offer the four languages and two channels with their codes', () => {
    expect(TEMPLATE_LANGUAGE_CODES).toEqual(['pol', 'eng', 'rus', 'esp']);
    expect(TEMPLATE_CHANNEL_CODES).toEqual(['email', 'sms']);
  });

  it('know the placeholders a template may use, and nothing inherited', () => {
    expect(TEMPLATE_PLACEHOLDER_NAMES).toContain('guestName');
    expect(TEMPLATE_PLACEHOLDER_NAMES.every(isTemplatePlaceholder)).toBe(true);
    expect(isTemplatePlaceholder('guest')).toBe(false);
    expect(isTemplatePlaceholder('toString')).toBe(false);
  });
});
