import { formatDate, formatInr, formatNumber } from './format';

describe('formatDate', () => {
  it('writes dates the Indian way in English and in Hindi, in IST', () => {
    expect(formatDate('2024-06-05')).toBe('5 June 2024');
    expect(formatDate('2024-06-05', 'hi')).toBe('5 जून 2024');
    // 20:00 UTC is already the next day in India.
    expect(formatDate('2026-10-13T20:00:00Z')).toBe('14 October 2026');
  });

  it('gives nothing for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date', 'hi')).toBe('');
  });
});

it('groups numbers and rupees the Indian way, with Western digits in Hindi too', () => {
  expect(formatNumber(100000)).toBe('1,00,000');
  expect(formatNumber(1234567, 'hi')).toBe('12,34,567');
  expect(formatInr(123456)).toBe('₹1,23,456');
});
