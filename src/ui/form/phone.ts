import { getCountries, getCountryCallingCode, isValidPhoneNumber, parsePhoneNumber, type CountryCode } from 'libphonenumber-js/min';

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

/** The number in E.164 (+37120000000), as records store it; undefined when it is not valid for the country. */
export function toE164(phone: string, country: string): string | undefined {
  if (!isPhoneValid(phone, country)) return undefined;
  return parsePhoneNumber(phone, country as CountryCode).number;
}
