// Request and response schemas of the account calls (Fastify validates and documents them).
import { messageAnswer, objectAnswer, text } from '../../schema-parts.js';

export const loginRegistrationSchema = {
  tags: ['accounts'],
  body: {
    type: 'object',
    required: ['body'],
    properties: {
      body: {
        type: 'object',
        required: ['action'],
        properties: {
          action: text(40),
          username: text(100),
          phone_number: text(20),
          email: text(254),
          otp: text(20),
        },
      },
    },
  },
  response: { 200: messageAnswer },
} as const;

export const tokenOnlySchema = {
  body: { type: 'object', properties: { token: text(200) } },
} as const;

export const userInfoSchema = {
  tags: ['accounts'],
  ...tokenOnlySchema,
  response: {
    200: objectAnswer(
      {
        name: { type: ['string', 'null'] },
        phone_number: { type: ['string', 'null'] },
        email: { type: ['string', 'null'] },
        first_name: { type: ['string', 'null'] },
        last_name: { type: ['string', 'null'] },
      },
      ['name', 'phone_number', 'email', 'first_name', 'last_name'],
    ),
  },
} as const;

export const logoutSchema = { tags: ['accounts'], ...tokenOnlySchema, response: { 200: messageAnswer } } as const;

export const emailAuthSchema = {
  tags: ['accounts'],
  body: {
    type: 'object',
    required: ['email', 'password'],
    properties: { email: text(254), password: text(200) },
  },
  response: {
    200: {
      type: 'object',
      properties: { token: { type: 'string' }, message: { type: 'string' } },
      required: ['token', 'message'],
    },
  },
} as const;

export const outboxSchema = {
  tags: ['development'],
  querystring: {
    type: 'object',
    required: ['phone'],
    properties: { phone: { type: 'string', pattern: '^[0-9]{10}$' } },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        messages: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              phone: { type: 'string' },
              text: { type: 'string' },
              otp: { type: ['string', 'null'] },
              at: { type: 'string' },
            },
            required: ['phone', 'text', 'otp', 'at'],
          },
        },
      },
      required: ['messages'],
    },
  },
} as const;
