// The admission limits from the environment (README § Configuration); unset means the default.
import { DEFAULT_ADMISSION, type AdmissionLimits } from './render-admission';

function whole(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number from 1, got "${value}"`);
  return number;
}

export function admissionFrom(env: Record<string, string | undefined>): AdmissionLimits {
  return {
    inFlight: whole(env, 'SERVER_RENDERS_IN_FLIGHT', DEFAULT_ADMISSION.inFlight),
    perAddress: whole(env, 'SERVER_RENDERS_PER_ADDRESS', DEFAULT_ADMISSION.perAddress),
    overShare: whole(env, 'PAGES_OVER_SHARE_PER_ADDRESS', DEFAULT_ADMISSION.overShare),
    windowMs: DEFAULT_ADMISSION.windowMs,
    refusalPauseMs: DEFAULT_ADMISSION.refusalPauseMs,
  };
}
