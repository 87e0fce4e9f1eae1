// Request and response schemas of the payment calls.
import { messageAnswer, objectAnswer, text } from '../../schema-parts.js';

export const gatewaySchema = {
  tags: ['payments'],
  body: {
    type: 'object',
    required: ['body'],
    properties: {
      body: {
        type: 'object',
        required: ['order_id', 'surl', 'furl'],
        properties: {
          order_id: text(50),
          token: text(200),
          amount: { type: ['number', 'string', 'null'] },
          productinfo: { type: ['string', 'null'], maxLength: 2000 },
          firstname: { type: ['string', 'null'], maxLength: 200 },
          email: { type: ['string', 'null'], maxLength: 254 },
          phone: { type: ['string', 'null'], maxLength: 20 },
          surl: text(500),
          furl: text(500),
        },
      },
    },
  },
  response: {
    200: objectAnswer({ checkout_url: { type: 'string' }, txnid: { type: 'string' }, amount: { type: 'number' } }, [
      'checkout_url',
      'txnid',
      'amount',
    ]),
  },
} as const;

const formFields = {
  type: 'object',
  properties: {
    key: text(100),
    txnid: text(100),
    amount: text(30),
    productinfo: text(2000),
    firstname: text(200),
    email: text(254),
    phone: text(20),
    surl: text(500),
    furl: text(500),
    hash: text(200),
  },
} as const;

export const sandboxSchema = {
  tags: ['payments'],
  body: { ...formFields, required: ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'surl', 'furl', 'hash'] },
} as const;

export const returnSchema = {
  tags: ['payments'],
  body: {
    type: 'object',
    required: ['txnid', 'status', 'hash', 'amount', 'key'],
    properties: {
      ...formFields.properties,
      status: text(50),
      udf1: text(300),
      udf2: text(300),
      udf3: text(300),
      udf4: text(300),
      udf5: text(300),
      additionalCharges: text(30),
    },
  },
} as const;

export const orderUpdateSchema = {
  tags: ['payments'],
  body: {
    type: 'object',
    required: ['order_status', 'order_id'],
    properties: { order_status: text(50), order_id: text(50), token: text(200) },
  },
  response: { 200: messageAnswer },
} as const;
