// The support feature's types, all from the generated schema (openapi tag support).
import type { components } from '../../../../../contracts/api/schema';

type S = components['schemas'];
export type Ticket = S['SupportTicket'];
export type Thread = S['SupportThread'];
export type Message = S['SupportMessage'];
export type Category = S['SupportCategory'];
export type Status = S['SupportStatus'];
export type TicketInput = S['SupportTicketInput'];
export type TicketRef = S['SupportTicketRef'];
export type ReplyInput = S['SupportReplyInput'];
export type RatingInput = S['SupportRatingInput'];
export type DeskQuery = S['AdminSupportQuery'];
export type DeskFilter = NonNullable<DeskQuery['filter']>;
export type DeskSort = NonNullable<DeskQuery['sort']>;
export type RequesterRef = S['AdminSupportUserQuery'];
export type RequesterPage = S['SupportRequesterPage'];
export type DeskReplyInput = S['AdminSupportReplyInput'];
export type AssignInput = S['AdminSupportAssignInput'];
export type StatusInput = S['AdminSupportStatusInput'];
export type Priority = S['SupportPriority'];
export type PriorityInput = S['AdminSupportPriorityInput'];
export type SavedReply = S['SavedReply'];
export type SavedReplyInput = S['SavedReplyInput'];
export type SavedReplyUpdateInput = S['SavedReplyUpdateInput'];
export type SavedReplyRef = S['SavedReplyRef'];
export type Presence = S['SupportPresence'];
export type PresenceInput = S['SupportPresenceInput'];
