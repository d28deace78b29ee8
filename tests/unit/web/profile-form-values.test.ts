import { describe, expect, it } from 'vitest';
import type { Profile } from '#web/features/profile/api/get-profile';
import { countryName, displayPhone, formValuesFrom } from '#web/features/profile/profile-form-values';

const profile: Profile = {
  id: 'sub-1',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '+353871234567',
  country: 'GB',
  createdAt: '2025-03-01T10:00:00.000Z',
};

describe('profile form values', () => {
  it('splits the stored phone into the code and the digits', () => {
    expect(formValuesFrom(profile)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      phoneCode: '+353',
      phone: '871234567',
      country: 'GB',
    });
  });

  it('starts empty (code +44) for a profile with nothing saved, using suggested names', () => {
    const empty: Profile = { ...profile, firstName: null, lastName: null, phone: null, country: null };
    expect(formValuesFrom(empty, { firstName: 'Pat' })).toEqual({
      firstName: 'Pat',
      lastName: '',
      phoneCode: '+44',
      phone: '',
      country: '',
    });
    expect(formValuesFrom(undefined).country).toBe('');
  });

  it('formats the phone and country for reading', () => {
    expect(displayPhone('+447700900123')).toBe('+44 7700900123');
    expect(displayPhone(null)).toBeUndefined();
    expect(countryName('AU')).toBe('Australia');
    expect(countryName('FR')).toBeUndefined();
  });
});
