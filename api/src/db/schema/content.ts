import { bigserial, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const careerApplications = pgTable('career_applications', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fullName: text('full_name').notNull(),
  gender: text('gender'),
  numbers: text('numbers'),
  email: text('email').notNull(),
  experience: text('experience'),
  message: text('message'),
  resumePath: text('resume_path'),
  resumeMime: text('resume_mime'),
  resumeSize: integer('resume_size'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  fullName: text('full_name').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull().default(''),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
