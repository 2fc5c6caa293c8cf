import type { Firestore } from 'firebase-admin/firestore';
import { applyFollowUp, FOLLOW_UP_COLLECTION, NEW_FOLLOW_UP, type FollowUp, type FollowUpEvent, type FollowUps } from './follow-up';

/** A follow-up document: the follow-up as it stands, and every change that made it (who, when, what). */
interface FollowUpDocument extends FollowUp {
  events: FollowUpEvent[];
}

/** Sales' follow-ups in Firestore: `followUps/<record id>`, each change in a transaction. */
export class FirestoreFollowUps implements FollowUps {
  constructor(private readonly db: () => Promise<Firestore>) {}

  async all(): Promise<Map<string, FollowUp>> {
    const db = await this.db();
    const found = await db.collection(FOLLOW_UP_COLLECTION).get();
    return new Map(
      found.docs.map((doc) => {
        const { status, assignee, notes, updatedAt, updatedBy } = doc.data() as FollowUpDocument;
        return [doc.id, { status, assignee, notes, updatedAt, updatedBy }];
      }),
    );
  }

  async change(event: FollowUpEvent): Promise<FollowUp> {
    const db = await this.db();
    const ref = db.collection(FOLLOW_UP_COLLECTION).doc(event.id);
    return db.runTransaction(async (transaction) => {
      const stored = (await transaction.get(ref)).data() as FollowUpDocument | undefined;
      const { events = [], ...before } = stored ?? { ...NEW_FOLLOW_UP, events: [] };
      const after = applyFollowUp(before, event);
      transaction.set(ref, { ...after, events: [...events, event] });
      return after;
    });
  }
}
