import { en } from '@/content/i18n/en';
import { hi } from '@/content/i18n/hi';
import { SECTORS } from '@/lib/leads/form-values';
import { FIELD_MESSAGES } from '@/lib/leads/messages';
import { fieldError } from './form-words';

describe('fieldError', () => {
  it('says a schema message in the page language, naming the field by its label', () => {
    expect(fieldError('Full name is required', hi.forms.fullName, hi.errors)).toBe('पूरा नाम ज़रूरी है');
    expect(fieldError('must be at most 120 characters', hi.forms.name, hi.errors)).toBe('ज़्यादा से ज़्यादा 120 अक्षर लिखें');
    expect(fieldError(FIELD_MESSAGES.phone, hi.forms.phone, hi.errors)).toBe(hi.errors.phone);
    expect(fieldError(undefined, hi.forms.phone, hi.errors)).toBeUndefined();
  });

  it('leaves English as the schema says it', () => {
    for (const message of Object.values(FIELD_MESSAGES)) expect(fieldError(message, 'Field', en.errors)).toBe(message);
    expect(fieldError('Full name is required', en.forms.fullName, en.errors)).toBe('Full name is required');
  });
});

it('labels every sector the form offers, in both languages', () => {
  expect(Object.keys(en.forms.sectorOptions).sort()).toEqual([...SECTORS].sort());
  expect(Object.keys(hi.forms.sectorOptions).sort()).toEqual([...SECTORS].sort());
});
