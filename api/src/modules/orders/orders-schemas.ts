const status = { statusCode: { type: 'integer' } } as const;
const lineView = {
  type: 'object',
  properties: {
    model: { type: 'string' },
    name: { type: 'string' },
    price: { type: 'number' },
    url: { type: 'string' },
    quantity: { type: 'integer' },
  },
  required: ['model', 'name', 'price', 'url', 'quantity'],
} as const;

const addressInput = { type: ['object', 'null'], additionalProperties: { type: ['string', 'number', 'null'] } } as const;

export const checkoutSchema = {
  tags: ['orders'],
  body: {
    type: 'object',
    properties: {
      token: { type: 'string', maxLength: 200 },
      billing_address: addressInput,
      shipping_address: addressInput,
      cart: { type: ['array', 'null'], maxItems: 200, items: { type: 'object' } },
      order_notes: { type: ['string', 'null'], maxLength: 2000 },
      order_status: { type: ['string', 'null'], maxLength: 50 },
      coupon: { type: ['object', 'string', 'null'] },
      idempotency_key: { type: ['string', 'null'], maxLength: 100 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        ...status,
        body: {
          type: 'object',
          properties: {
            order_id: { type: 'string' },
            cart: { type: 'array', items: lineView },
            subtotal: { type: 'number' },
            discount: { type: 'number' },
            shipping_cost: { type: 'number' },
            total: { type: 'number' },
            order_status: { type: 'string' },
          },
          required: ['order_id', 'cart', 'subtotal', 'discount', 'shipping_cost', 'total', 'order_status'],
        },
      },
      required: ['statusCode', 'body'],
    },
  },
} as const;

export const retriveOrderSchema = {
  tags: ['orders'],
  body: { type: 'object', properties: { token: { type: 'string', maxLength: 200 } } },
  response: {
    200: { type: 'object', properties: { ...status, body: { type: 'string' } }, required: ['statusCode', 'body'] },
  },
} as const;

export const trackOrderSchema = {
  tags: ['orders'],
  body: {
    type: 'object',
    required: ['order_id', 'email'],
    properties: { order_id: { type: 'string', maxLength: 50 }, email: { type: 'string', maxLength: 254 } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        ...status,
        body: {
          type: 'object',
          properties: { order_id: { type: 'string' }, order_status: { type: 'string' }, created_at: { type: 'string' } },
          required: ['order_id', 'order_status', 'created_at'],
        },
      },
      required: ['statusCode', 'body'],
    },
  },
} as const;
