/** Keeps digits only and cuts to max characters (phone and OTP inputs). */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}
