// Postal addresses of the address book: required fields and least lengths, the country's postal code format, a
// phone in international form, 'IA' (the white flag) is not a country, and a book of at most 10.
import { describe, expect, it } from 'vitest';
import { addressProblems, bookFullProblem, isInternationalPhone, normalAddress, normalPhone, postalCodeFits } from '../postal-address.ts';

const HOME = {
  label: 'Home',
  name: 'Eve Adeyemi',
  line1: '12 Marina Road',
  line2: '',
  city: 'Lagos',
  region: 'Lagos',
  postalCode: '101001',
  country: 'NG',
  phone: '+234 801 234 5678',
};

describe('postal codes and phones', () => {
  it('postal codes follow the country format, others 2–12 letters and digits', () => {
    expect(postalCodeFits('GB', 'NW1 6XE')).toBe(true);
    expect(postalCodeFits('US', '10118-0110')).toBe(true);
    expect(postalCodeFits('NG', '10100')).toBe(false);
    expect(postalCodeFits('PT', '1000-001')).toBe(true);
    expect(postalCodeFits('GH', 'GA-184')).toBe(true);
    expect(postalCodeFits('GH', '-')).toBe(false);
  });

  it('a phone is + and 7 to 15 digits once spaces, dashes, dots and brackets are gone', () => {
    expect(normalPhone('+1 (212) 555-0100')).toBe('+12125550100');
    expect(isInternationalPhone('+12125550100')).toBe(true);
    expect(isInternationalPhone('5555550100')).toBe(false);
    expect(isInternationalPhone('+12')).toBe(false);
  });
});

describe('an address, field by field', () => {
  it('accepts a complete address, normalised', () => {
    const fields = normalAddress({ ...HOME, line1: '  12   Marina Road ', postalCode: ' 101001 ' });
    expect(fields).toMatchObject({ line1: '12 Marina Road', postalCode: '101001', phone: '+2348012345678' });
    expect(addressProblems(fields)).toEqual({});
  });

  it.each([
    [{ label: ' ' }, 'label', 'address.label'],
    [{ name: 'E' }, 'name', 'address.name'],
    [{ line1: 'ab' }, 'line1', 'address.line1'],
    [{ city: '' }, 'city', 'address.city'],
    [{ country: 'IA' }, 'country', 'address.country'],
    [{ country: '' }, 'country', 'address.country'],
    [{ postalCode: '1234' }, 'postalCode', 'address.postalCode'],
    [{ phone: '5555550100' }, 'phone', 'address.phone'],
  ])('%j is refused at %s', (patch, field, expected) => {
    const found = addressProblems(normalAddress({ ...HOME, ...patch }));
    expect(Object.keys(found)).toEqual([field]);
    expect(Object.values(found)[0]?.code).toBe(expected);
  });

  it('names the least length of a short field', () => {
    expect(addressProblems(normalAddress({ ...HOME, line1: 'ab' })).line1).toEqual({ code: 'address.line1', params: { min: 3 } });
  });

  it('judges a postal code only once there is a country', () => {
    expect(addressProblems(normalAddress({ ...HOME, country: '', postalCode: 'X' }))).not.toHaveProperty('postalCode');
    expect(addressProblems(normalAddress({ ...HOME, country: '', postalCode: '' }))).toHaveProperty('postalCode');
  });

  it('a book holds at most 10 addresses', () => {
    expect(bookFullProblem(9)).toBeNull();
    expect(bookFullProblem(10)).toEqual({ code: 'address.bookFull', params: { max: 10 } });
  });
});
