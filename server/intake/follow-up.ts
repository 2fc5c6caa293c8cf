/**
 * Sales' follow-up of each submission: its status, who it is assigned to, and notes. Kept apart from the
 * record (which stays as the visitor sent it), by the record's id, and erased with it. Every change is
 * kept as an event that says who made it and when.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** The Firestore collection of follow-ups, one document per record id. */
export const FOLLOW_UP_COLLECTION = 'followUps';

export interface FollowUpNote {
  /** ISO 8601. */
  at: string;
  /** The staff member's email. */
  by: string;
  text: string;
}

export interface FollowUp {
  status: LeadStatus;
  /** The staff member's email, or null when no one has it. */
  assignee: string | null;
  notes: FollowUpNote[];
  updatedAt?: string;
  updatedBy?: string;
}

/** What one request changes: any of the three. */
export interface FollowUpChange {
  status?: LeadStatus;
  assignee?: string | null;
  note?: string;
}

/** One change as it is kept: the record it is about, when, and by whom. */
export interface FollowUpEvent extends FollowUpChange {
  id: string;
  at: string;
  by: string;
}

/** A submission no one has touched yet. */
export const NEW_FOLLOW_UP: FollowUp = { status: 'new', assignee: null, notes: [] };

export function applyFollowUp(followUp: FollowUp, event: FollowUpEvent): FollowUp {
  return {
    status: event.status ?? followUp.status,
    assignee: event.assignee !== undefined ? event.assignee : followUp.assignee,
    notes: event.note ? [...followUp.notes, { at: event.at, by: event.by, text: event.note }] : followUp.notes,
    updatedAt: event.at,
    updatedBy: event.by,
  };
}

export interface FollowUps {
  /** Every follow-up, by record id; a record without one is NEW_FOLLOW_UP. */
  all(): Promise<Map<string, FollowUp>>;
  /** Applies and keeps one change, durably; resolves with the follow-up after it. */
  change(event: FollowUpEvent): Promise<FollowUp>;
}

/**
 * The follow-ups of a store that lives in one process (the file store, the memory store): the events are
 * handed to `persist` (fsynced by the file store) before they take effect, and read back once by `load`.
 */
export class LocalFollowUps implements FollowUps {
  private loaded: Promise<Map<string, FollowUp>> | undefined;

  constructor(
    private readonly persist: (event: FollowUpEvent) => Promise<void>,
    private readonly load: () => Promise<FollowUpEvent[]> = async () => [],
  ) {}

  private state(): Promise<Map<string, FollowUp>> {
    this.loaded ??= this.load().then((events) => {
      const state = new Map<string, FollowUp>();
      for (const event of events) state.set(event.id, applyFollowUp(state.get(event.id) ?? NEW_FOLLOW_UP, event));
      return state;
    });
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  async all(): Promise<Map<string, FollowUp>> {
    return new Map(await this.state());
  }

  async change(event: FollowUpEvent): Promise<FollowUp> {
    const state = await this.state();
    await this.persist(event);
    const next = applyFollowUp(state.get(event.id) ?? NEW_FOLLOW_UP, event);
    state.set(event.id, next);
    return next;
  }

  /** An erasure: the follow-ups of these records go from memory (the store rewrites its file). */
  async forget(recordIds: ReadonlySet<string>): Promise<void> {
    const state = await this.state();
    for (const id of recordIds) state.delete(id);
  }
}
