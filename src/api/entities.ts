import type { components } from '#src/api/schema.gen';

/*
 * The API's entities by the names the app uses, named once here instead of in every flow and
 * screen that reads them. Request and response shapes that belong to one flow stay with it.
 */
type Schemas = components['schemas'];

export type AppConfigEntry = Schemas['AppConfigEntry'];
export type CustomField = Schemas['CustomField'];
export type Form = Schemas['Form'];
export type FormField = Schemas['FormField'];
export type ClassPackage = Schemas['ClassPackage'];
export type ClassReservation = Schemas['ClassReservation'];
/** A row of Mis Reservaciones: the reservation and its class's names, not its places (decision 090). */
export type MyReservation = Schemas['MyReservation'];
export type MyReservationClass = Schemas['MyReservationClass'];
export type CreditsRow = Schemas['CreditsRow'];
export type Customer = Schemas['Customer'];
export type CustomSpotMap = Schemas['CustomSpotMap'];
export type Discount = Schemas['Discount'];
export type Page = Schemas['Page'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type PaymentSource = Schemas['PaymentSource'];
export type Penalty = Schemas['Penalty'];
export type Purchase = Schemas['Purchase'];
export type ScheduleDay = Schemas['ScheduleDay'];
export type SingleClass = Schemas['SingleClass'];
/** A studio location (`Location` would shadow the browser's own type). */
export type StudioLocation = Schemas['Location'];
export type Announcement = Schemas['Announcement'];
export type ClassType = Schemas['ClassType'];
export type Instructor = Schemas['Instructor'];
