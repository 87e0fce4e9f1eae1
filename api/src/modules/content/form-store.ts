// Where the store's forms land: career applications, contact messages and newsletter subscribers.
import { careerApplications, contactMessages, newsletterSubscribers } from '../../db/schema/index.js';
import type { Database } from '../../db/database.js';

export type CareerApplication = typeof careerApplications.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferInsert;

export async function saveCareerApplication(db: Database, application: CareerApplication): Promise<void> {
  await db.insert(careerApplications).values(application);
}

export async function saveContactMessage(db: Database, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values(message);
}

/** Subscribing twice is fine: the second time changes nothing. */
export async function subscribeToNewsletter(db: Database, email: string): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}
