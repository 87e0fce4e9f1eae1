// GET social-links: the store's pages on social networks for the footer's icons, from SOCIAL_LINKS
// (src/social-links.ts). An empty list when unset, and the footer then shows no icons.
import { SOCIAL_NETWORKS } from '../../social-links.js';
import type { RoutesPlugin } from '../../schema-types.js';

const answer = {
  type: 'object',
  required: ['links'],
  additionalProperties: false,
  properties: {
    links: {
      type: 'array',
      items: {
        type: 'object',
        required: ['network', 'url'],
        additionalProperties: false,
        properties: {
          network: { type: 'string', enum: Object.keys(SOCIAL_NETWORKS) as Array<keyof typeof SOCIAL_NETWORKS> },
          url: { type: 'string' },
        },
      },
    },
  },
} as const;

export const socialRoutes: RoutesPlugin = async (app) => {
  app.get(
    '/social-links',
    {
      schema: {
        tags: ['content'],
        summary: "The store's pages on social networks (SOCIAL_LINKS), in the order configured; empty when unset",
        response: { 200: answer },
      },
    },
    async () => ({ links: app.config.socialLinks }),
  );
};
