import { getCountries, getCountryCallingCode, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/min';

export interface CountryOption {
  code: CountryCode;
  label: string;
}

/** Every country with a phone numbering plan, named in the interface language, with its dial code. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, label: `${names.of(code) ?? code} (+${getCountryCallingCode(code)})` }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

export function isPhoneValid(phone: string, country: string): boolean {
  try {
    return isValidPhoneNumber(phone, country as CountryCode);
  } catch {
    return false;
  }
}
