// pincode-check and coupon-retrieve (api/CALLS.md, messages of docs/screens.md §8).
import { ApiError, errorAnswerSchema } from '../../errors.js';
import { findCoupon } from './coupons.js';
import { isDeliverable, parsePincode } from './pincodes.js';
import { objectAnswer } from '../../schema-parts.js';
import type { RoutesPlugin } from '../../schema-types.js';

export const DELIVERY_AVAILABLE = 'Delivery is available in your area';
export const DELIVERY_NOT_AVAILABLE = 'Delivery is not available in your area';
export const INVALID_COUPON = 'Invalid coupon code!';
export const EMPTY_COUPON = 'Please enter a valid coupon code.';

export const deliveryRoutes: RoutesPlugin = async (app) => {
  app.post(
    '/pincode-check',
    {
      schema: {
        tags: ['delivery'],
        summary: 'Whether the store delivers to a pincode',
        body: {
          type: 'object',
          properties: { pincode: { type: ['string', 'integer'], maxLength: 20 } },
          required: ['pincode'],
        },
        response: { 200: errorAnswerSchema, '4xx': errorAnswerSchema },
      },
    },
    async (request) => {
      const pincode = parsePincode(request.body.pincode);
      if (pincode === null) throw new ApiError(400, 'Please enter a valid 6-digit pincode');
      if (!(await isDeliverable(app.db, pincode))) throw new ApiError(404, DELIVERY_NOT_AVAILABLE);
      return { statusCode: 200, body: DELIVERY_AVAILABLE };
    },
  );

  app.post(
    '/coupon-retrieve',
    {
      schema: {
        tags: ['delivery'],
        summary: "A coupon's discount and validity",
        body: {
          type: 'object',
          properties: {
            coupon_name: { type: 'string', maxLength: 50 },
            product_type: { type: 'string', maxLength: 50 },
          },
          required: ['coupon_name'],
        },
        response: {
          200: objectAnswer(
            {
              coupon_name: { type: 'string' },
              validity_status: { type: 'string', enum: ['valid', 'expired'] },
              discount_applied: { type: 'number' },
              discountPercent: { type: 'number' },
            },
            ['coupon_name', 'validity_status'],
          ),
          '4xx': errorAnswerSchema,
        },
      },
    },
    async (request) => {
      const name = request.body.coupon_name.trim();
      if (!name) throw new ApiError(400, EMPTY_COUPON);
      const coupon = await findCoupon(app.db, name);
      if (!coupon) throw new ApiError(404, INVALID_COUPON);
      return {
        statusCode: 200,
        body: {
          coupon_name: coupon.code,
          validity_status: coupon.valid ? 'valid' : 'expired',
          ...(coupon.kind === 'flat'
            ? { discount_applied: (coupon.amountPaise ?? 0) / 100 }
            : { discountPercent: coupon.percent ?? 0 }),
        },
      };
    },
  );
};
