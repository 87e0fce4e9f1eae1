import { createHash } from 'node:crypto';

export interface PayuRequestFields {
  key: string;
  txnid: string;
  amount: string;
  productinfo: string;
  firstname: string;
  email: string;
  udf1?: string;
  udf2?: string;
  udf3?: string;
  udf4?: string;
  udf5?: string;
}

export interface PayuResponseFields extends PayuRequestFields {
  status: string;
  additionalCharges?: string;
}

const sha512 = (text: string): string => createHash('sha512').update(text, 'utf8').digest('hex');

/** sha512(key|txnid|amount|productinfo|firstname|email|udf1..udf5||||||SALT), as PayU documents it. */
export function payuRequestHash(f: PayuRequestFields, salt: string): string {
  return sha512(
    [
      f.key,
      f.txnid,
      f.amount,
      f.productinfo,
      f.firstname,
      f.email,
      f.udf1 ?? '',
      f.udf2 ?? '',
      f.udf3 ?? '',
      f.udf4 ?? '',
      f.udf5 ?? '',
      '',
      '',
      '',
      '',
      '',
      salt,
    ].join('|'),
  );
}

/** The reverse hash PayU posts back: sha512([additionalCharges|]SALT|status||||||udf5..udf1|email|firstname|productinfo|amount|txnid|key). */
export function payuResponseHash(f: PayuResponseFields, salt: string): string {
  const parts = [
    salt,
    f.status,
    '',
    '',
    '',
    '',
    '',
    f.udf5 ?? '',
    f.udf4 ?? '',
    f.udf3 ?? '',
    f.udf2 ?? '',
    f.udf1 ?? '',
    f.email,
    f.firstname,
    f.productinfo,
    f.amount,
    f.txnid,
    f.key,
  ];
  if (f.additionalCharges !== undefined && f.additionalCharges !== '') parts.unshift(f.additionalCharges);
  return sha512(parts.join('|'));
}
