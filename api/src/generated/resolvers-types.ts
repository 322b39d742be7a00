import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { AppointmentParent } from '../appointments/appointments.mappers';
import type { FastAppointmentRow } from '../appointments/fast-appointments.service';
import type { DoctorParent } from '../doctors/doctors.mappers';
import type { LanguageRow, SpecialtyParent, OrganizationParent, OrganizationSettingsRow, ServiceParent, TranslatorPlanRow } from '../catalog/catalog.mappers';
import type { UserRow } from '../users/users.mappers';
import type { SubscriptionPlanParent, PlanFeatureParent, PlanFeatureOptionRow, PlanOptionRow } from '../subscriptions/subscriptions.mappers';
import type { CardRow, ChargeRow } from '../payments/payment-types';
import type { ListedNotification } from '../notifications/notifications.service';
import type { FeatureTerms } from '../entitlements/entitlements.service';
import type { FolderRow, DocumentFileRow, FolderListingRow } from '../documents/documents.service';
import type { SharedFolderRow, DocumentAccessRow } from '../documents/shared-documents.service';
import type { GraphQLContext } from '../graphql/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string | number; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  DateTime: { input: string; output: Date | string; }
  JSON: { input: Record<string, unknown>; output: Record<string, unknown>; }
};

export type AdminNote = {
  __typename?: 'AdminNote';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** warning or error: how the hint is shown */
  kind: Scalars['String']['output'];
  note: Scalars['String']['output'];
};

/** A lab report read for the patient (spec part 2 §3) */
export type Analysis = {
  __typename?: 'Analysis';
  created_at: Scalars['DateTime']['output'];
  /** why it failed, a message code, while status is 3 (analysis_no_values, analysis_unreadable, analysis_file_gone, analysis_failed) */
  error?: Maybe<Scalars['String']['output']>;
  file: AnalysisFile;
  id: Scalars['ID']['output'];
  /** the values read, in the report's order (empty until ready) */
  indicators: Array<AnalysisIndicator>;
  /** 1 processing, 2 ready, 3 error */
  status: Scalars['Int']['output'];
  /** a line for the list in the reader's language, e.g. '3 of 24 values outside the range' */
  summary?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** names the report prints whose value could not be read */
  unread: Array<Scalars['String']['output']>;
};

/** The file an analysis read */
export type AnalysisFile = {
  __typename?: 'AnalysisFile';
  created_at: Scalars['DateTime']['output'];
  /** the stored file's id while it exists (to analyse it again, or send it with a doctor request) */
  id?: Maybe<Scalars['ID']['output']>;
  name: Scalars['String']['output'];
  /** bytes */
  size: Scalars['Float']['output'];
  /** downloads it while it exists (GET /storage/file/{id}) */
  url?: Maybe<Scalars['String']['output']>;
};

/** A value read from a lab report (spec part 2 §3: an indicator's result, reference range and status) */
export type AnalysisIndicator = {
  __typename?: 'AnalysisIndicator';
  /** the biomarker's id in the curated table, e.g. hemoglobin (the indicator's ?biomarker=) */
  biomarker: Scalars['String']['output'];
  /** why the patient should check this value against the report ('please check this value'), or null. ai_disagrees: the AI service read another result, unit or flag (other_reading); the result shown is still the local reading. ai_only: only the AI service read this value (the local reader could not), its status from the range the service read: shown, never silently, for the patient to compare with the report. ocr_unsure: a photo's characters were unclear */
  check?: Maybe<Scalars['String']['output']>;
  line: Scalars['Int']['output'];
  /** its name in the reader's language */
  name: Scalars['String']['output'];
  /** the AI service's reading of the result as printed, with its unit and flag, when it differs (check ai_disagrees), e.g. '13.8 g/dL H'; led by the test's name when the service read the line as another test */
  other_reading?: Maybe<Scalars['String']['output']>;
  /** where the report prints it: page and line, from 1 */
  page: Scalars['Int']['output'];
  /** the name as the report prints it */
  printed_name: Scalars['String']['output'];
  /** the report's range as printed, or the table's adult range (status_source table) in the table's unit */
  reference_range?: Maybe<Scalars['String']['output']>;
  /** the result as printed, e.g. '13.5' or '< 0.5' */
  result: Scalars['String']['output'];
  /** High, Norm or Low; null when neither the report nor the table places it (shown as '–') */
  status?: Maybe<Scalars['String']['output']>;
  /** report_range, report_flag or table */
  status_source?: Maybe<Scalars['String']['output']>;
  /** the unit as printed */
  unit?: Maybe<Scalars['String']['output']>;
  value: Scalars['Float']['output'];
};

export type AnalysisList = {
  __typename?: 'AnalysisList';
  results: Array<Analysis>;
  total: Scalars['Int']['output'];
};

export type Appointment = {
  __typename?: 'Appointment';
  admin_notes: Array<AdminNote>;
  appointment_translators: Array<AppointmentTranslator>;
  created_at: Scalars['DateTime']['output'];
  /** sender role id of who booked it */
  creator: Scalars['Int']['output'];
  /** newest first: the leading run of one sender is the current proposal */
  dates: Array<AppointmentDate>;
  doctor: Doctor;
  /** the conversation's files */
  files: Array<AppointmentFile>;
  id: Scalars['ID']['output'];
  links: Array<Scalars['String']['output']>;
  /** oldest first */
  notes: Array<AppointmentNote>;
  paid: Scalars['Boolean']['output'];
  /** the patient (for the doctor's side) */
  patient: AppointmentPatient;
  payKey: Scalars['String']['output'];
  plan: ConsultPlan;
  /** plan plus translator, in euro */
  price: Scalars['Float']['output'];
  reason: Scalars['String']['output'];
  report?: Maybe<AppointmentReport>;
  /** the report's attachments */
  reports_file: Array<AppointmentFile>;
  review?: Maybe<AppointmentReview>;
  /** the status's name */
  state: Scalars['String']['output'];
  /** 1 awaiting_confirmation, 2 approved, 3 started, 4 completed, 5 canceled, 6 rejected, 7 finished */
  status: Scalars['Int']['output'];
  /** why it was canceled or rejected */
  status_reason?: Maybe<Scalars['String']['output']>;
};

export type AppointmentDate = {
  __typename?: 'AppointmentDate';
  accepted: Scalars['Boolean']['output'];
  date: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** sender role id: 2 patient, 3 doctor */
  sender: Scalars['Int']['output'];
};

export type AppointmentFile = {
  __typename?: 'AppointmentFile';
  created_at: Scalars['DateTime']['output'];
  file: StoredFileRef;
  id: Scalars['ID']['output'];
  sender: Scalars['Int']['output'];
};

/** A page of appointments, newest first (issue 28: a long history comes a page at a time). */
export type AppointmentList = {
  __typename?: 'AppointmentList';
  /** whether a next page has more */
  has_more: Scalars['Boolean']['output'];
  results: Array<Appointment>;
  total: Scalars['Int']['output'];
};

export type AppointmentNote = {
  __typename?: 'AppointmentNote';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
  sender: Scalars['Int']['output'];
};

export type AppointmentPatient = {
  __typename?: 'AppointmentPatient';
  first_name?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  last_name?: Maybe<Scalars['String']['output']>;
  timezone?: Maybe<Scalars['String']['output']>;
};

export type AppointmentReport = {
  __typename?: 'AppointmentReport';
  date_report: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  report: Scalars['String']['output'];
};

export type AppointmentReportList = {
  __typename?: 'AppointmentReportList';
  results: Array<AppointmentReportListItem>;
  total: Scalars['Int']['output'];
};

export type AppointmentReportListItem = {
  __typename?: 'AppointmentReportListItem';
  appointment_id: Scalars['ID']['output'];
  date_report: Scalars['DateTime']['output'];
  doctor: Doctor;
  has_pdf: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  report: Scalars['String']['output'];
};

export type AppointmentReview = {
  __typename?: 'AppointmentReview';
  comment: Scalars['String']['output'];
  created_at: Scalars['DateTime']['output'];
  /** 1 to 5, halves allowed */
  rating: Scalars['Float']['output'];
};

export type AppointmentTranslator = {
  __typename?: 'AppointmentTranslator';
  id: Scalars['ID']['output'];
  /** price in euro at booking */
  price: Scalars['Float']['output'];
  translator_plan: TranslatorPlan;
};

export type AppointmentsQuery = {
  /** the doctor's name */
  name?: InputMaybe<Scalars['String']['input']>;
  /** page 0 on; 20 a page unless a limit (up to 200) is asked */
  pagination?: InputMaybe<PaginationInput>;
  /** 1 video_call, 2 report */
  plan_type?: InputMaybe<Scalars['Int']['input']>;
  /** with with_report: only those with a report or report file dated from this instant (the chosen day's start in the page's time zone)… */
  report_from?: InputMaybe<Scalars['DateTime']['input']>;
  /** …to before this one (the next day's start) */
  report_to?: InputMaybe<Scalars['DateTime']['input']>;
  /** statuses to list; all when omitted */
  statuses?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** only appointments with a report: the doctor's written one (a PDF) or a report file (the doctor_reports page) */
  with_report?: InputMaybe<Scalars['Boolean']['input']>;
};

export type CardInfo = {
  __typename?: 'CardInfo';
  brand: Scalars['String']['output'];
  exp_month: Scalars['Int']['output'];
  exp_year: Scalars['Int']['output'];
  last4: Scalars['String']['output'];
};

/** A plan's discount taken off an appointment's price (issue 25); minor units (cents). */
export type ChargeDiscount = {
  __typename?: 'ChargeDiscount';
  /** the amount taken off */
  amount: Scalars['Int']['output'];
  percent: Scalars['Int']['output'];
  /** the plan that gave it */
  plan: Scalars['String']['output'];
  /** the appointment's price the payment was started from */
  price: Scalars['Int']['output'];
};

/** One payment in the history (spec part 2 §3: charge payment). */
export type ChargePayment = {
  __typename?: 'ChargePayment';
  /** minor units (cents): divide by 100 */
  amount: Scalars['Int']['output'];
  /** unix seconds */
  created_at: Scalars['Int']['output'];
  description: Scalars['String']['output'];
  /** a plan's discount, named in the reader's language by the page */
  discount?: Maybe<ChargeDiscount>;
  id: Scalars['ID']['output'];
  receipt_url?: Maybe<Scalars['String']['output']>;
  /** succeeded, failed or canceled */
  status: Scalars['String']['output'];
};

export type ChargePaymentList = {
  __typename?: 'ChargePaymentList';
  data: Array<ChargePayment>;
  total: Scalars['Int']['output'];
};

export type ConsultPlan = {
  __typename?: 'ConsultPlan';
  description?: Maybe<Scalars['String']['output']>;
  /** minutes for video calls, days for written reports */
  duration: Scalars['Int']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** price in euro */
  price: Scalars['Float']['output'];
  /** 1 video_call, 2 report */
  type: Scalars['Int']['output'];
  type_name: Scalars['String']['output'];
};

export type ContactUsInput = {
  description: Scalars['String']['input'];
  email: Scalars['String']['input'];
  first_name: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  phone_number: Scalars['String']['input'];
  recaptchaToken?: InputMaybe<Scalars['String']['input']>;
};

export type CreateAppointmentInput = {
  /** proposed times (instants); the rules of contract/appointments.ts */
  dates: Array<Scalars['DateTime']['input']>;
  doctor_id: Scalars['ID']['input'];
  /** files uploaded before with POST /storage/file */
  files?: InputMaybe<Array<FileRefInput>>;
  plan_id: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  translator_plan_id?: InputMaybe<Scalars['ID']['input']>;
};

export type CreateAppointmentResponse = {
  __typename?: 'CreateAppointmentResponse';
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
};

export type CreateFastAppointmentInput = {
  agree: Scalars['Boolean']['input'];
  /** YYYY-MM-DD */
  date_of_birth: Scalars['String']['input'];
  /** ids of files uploaded with POST /storage/file */
  files?: InputMaybe<Array<Scalars['ID']['input']>>;
  first_name: Scalars['String']['input'];
  /** 1 male, 2 female */
  gender: Scalars['Int']['input'];
  healthConcerns: Scalars['String']['input'];
  last_name: Scalars['String']['input'];
  organization_ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  phone: Scalars['String']['input'];
};

export type Doctor = {
  __typename?: 'Doctor';
  about?: Maybe<Scalars['String']['output']>;
  address?: Maybe<Scalars['String']['output']>;
  avatar?: Maybe<Scalars['String']['output']>;
  cover?: Maybe<Scalars['String']['output']>;
  experience_start_date?: Maybe<Scalars['String']['output']>;
  first_name: Scalars['String']['output'];
  gender?: Maybe<Scalars['Int']['output']>;
  /** service attributes; group_id '9' are the service items shown on cards */
  groups: Array<DoctorGroup>;
  id: Scalars['ID']['output'];
  languages: Array<Language>;
  last_name: Scalars['String']['output'];
  /** lowest plan price in euro, null when the doctor has no plan */
  lowestPrice?: Maybe<Scalars['Float']['output']>;
  /**
   * the start of the first free video-consultation slot (working hours less accepted times of active
   * appointments, at least an hour ahead, within 14 days), ISO 8601 in UTC; null when there is none
   */
  nextFreeAt?: Maybe<Scalars['String']['output']>;
  organization?: Maybe<Organization>;
  plans: Array<ConsultPlan>;
  professional_title?: Maybe<Scalars['String']['output']>;
  /** average stars of patients' reviews (1-5, one decimal), null without reviews */
  rating?: Maybe<Scalars['Float']['output']>;
  /** how many reviews the rating averages */
  reviewCount: Scalars['Int']['output'];
  slug: Scalars['String']['output'];
  specialties: Array<Specialty>;
  status: Scalars['Int']['output'];
  timezone?: Maybe<Scalars['String']['output']>;
  working_hours: Array<WorkingHours>;
};

export type DoctorGroup = {
  __typename?: 'DoctorGroup';
  group_id: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type DoctorList = {
  __typename?: 'DoctorList';
  results: Array<Doctor>;
  /** the doctors that match, counted up to 1,001 (issue 28): 1,001 means more than 1,000 ("1,000+ doctors"), and total_capped says so */
  total: Scalars['Int']['output'];
  /** more than 1,000 doctors match: the count stopped at 1,001 */
  total_capped: Scalars['Boolean']['output'];
};

/** orders of the doctor list besides the default (by id) */
export type DoctorSort =
  /** lowest price first */
  | 'PRICE'
  /** best rated first, doctors without reviews last */
  | 'RATING'
  /** soonest next free time first, doctors without one last */
  | 'SOONEST';

export type DoctorsQuery = {
  /** a language code the doctor speaks */
  language?: InputMaybe<Scalars['String']['input']>;
  /** first, last or full name; accents and case do not matter */
  name?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<Scalars['ID']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  random?: InputMaybe<Scalars['Boolean']['input']>;
  /** a name or a specialty's name (in the request's language or English); accents and case do not matter */
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<DoctorSort>;
  specialty?: InputMaybe<Scalars['String']['input']>;
};

/** One download of a shared document by a doctor (issue 29): the patient's access log */
export type DocumentAccess = {
  __typename?: 'DocumentAccess';
  /** download */
  action: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  doctor: RelatedDoctor;
  /** the file read; null once it has been deleted */
  file_id?: Maybe<Scalars['ID']['output']>;
  /** its name when it was read */
  file_name: Scalars['String']['output'];
  /** its folder when it was read; null once that folder is gone */
  folder_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
};

/** One feature of the caller's plan (the entitlements service, ADR 0041). */
export type Entitlement = {
  __typename?: 'Entitlement';
  allowed: Scalars['Boolean']['output'];
  /** the plan feature's name (document_storage, consultation_discount, ai_chat, …) */
  feature: Scalars['String']['output'];
  /** null: no limit */
  limit?: Maybe<Scalars['Float']['output']>;
  /** how to read limit and used: access (no limit), bytes, week or month (uses in the window ending now), percent (a discount) */
  unit: Scalars['String']['output'];
  /** bytes stored, or uses in the window; null when not counted */
  used?: Maybe<Scalars['Float']['output']>;
};

export type EntitlementPlan = {
  __typename?: 'EntitlementPlan';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** true for an active subscription's plan, false for the free plan */
  subscribed: Scalars['Boolean']['output'];
};

export type Entitlements = {
  __typename?: 'Entitlements';
  features: Array<Entitlement>;
  /** the plan that grants them; null when no plan exists */
  plan?: Maybe<EntitlementPlan>;
};

/** A find-doctor request (spec part 2 §3): the care team looks for a doctor. */
export type FastAppointment = {
  __typename?: 'FastAppointment';
  created_at: Scalars['DateTime']['output'];
  files: Array<StoredFileRef>;
  id: Scalars['ID']['output'];
  /** the health concerns as written */
  note: Scalars['String']['output'];
  /** the care team's messages */
  notes: Array<FastAppointmentNote>;
  organization_ids: Array<Scalars['ID']['output']>;
  /** 1 received, 2 in review, 3 doctor found, 4 closed */
  status: Scalars['Int']['output'];
};

export type FastAppointmentList = {
  __typename?: 'FastAppointmentList';
  results: Array<FastAppointment>;
  total: Scalars['Int']['output'];
};

export type FastAppointmentNote = {
  __typename?: 'FastAppointmentNote';
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  note: Scalars['String']['output'];
};

export type FeatureItem = {
  __typename?: 'FeatureItem';
  options: Array<FeatureItemOption>;
  /** no_access, has_access, gb or month */
  unit: Scalars['String']['output'];
  value?: Maybe<Scalars['Float']['output']>;
};

export type FeatureItemOption = {
  __typename?: 'FeatureItemOption';
  duration_type?: Maybe<Scalars['Int']['output']>;
  feature_item_option_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  limit?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  type: Scalars['Int']['output'];
};

export type FileRefInput = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

export type FilesInput = {
  files: Array<FileRefInput>;
};

/** A folder of the patient's documents (spec part 2 §3) */
export type Folder = {
  __typename?: 'Folder';
  /** the doctors it is shared with (RelatedDoctor: doctors.graphql) */
  doctors: Array<RelatedDoctor>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  parent_id?: Maybe<Scalars['ID']['output']>;
  /** bytes of the files in it and in its subfolders */
  size: Scalars['Float']['output'];
  /** when it, or what it holds, last changed */
  updated_at: Scalars['DateTime']['output'];
};

export type FolderInput = {
  name: Scalars['String']['input'];
};

/** One folder's contents (or the root's), sorted and searched as asked */
export type FolderListing = {
  __typename?: 'FolderListing';
  /** with a search: matching folders anywhere below; else the folder's own subfolders */
  children: Array<Folder>;
  /** with a search: matching files anywhere below; else the folder's own files */
  files: Array<StorageFile>;
  /** the folder opened; null for the root */
  folder?: Maybe<Folder>;
  /** the folders from the root down to the one opened, for the breadcrumbs (empty for the root) */
  path: Array<Folder>;
};

/**
 * Health questionnaire answers (spec part 2 §3). Yes/no answers are 1/0. `_options` hold the chosen
 * enumeration values, `_other` a free text (or, for smoke and alcohol, the chosen frequency value).
 */
export type HealthInfo = {
  __typename?: 'HealthInfo';
  alcohol?: Maybe<Scalars['Int']['output']>;
  alcohol_other?: Maybe<Scalars['String']['output']>;
  allergies?: Maybe<Scalars['Int']['output']>;
  allergies_other?: Maybe<Scalars['String']['output']>;
  chronic_conditions?: Maybe<Scalars['Int']['output']>;
  chronic_conditions_options?: Maybe<Array<Scalars['String']['output']>>;
  chronic_conditions_other?: Maybe<Scalars['String']['output']>;
  family_history?: Maybe<Scalars['Int']['output']>;
  family_history_options?: Maybe<Array<Scalars['String']['output']>>;
  family_history_other?: Maybe<Scalars['String']['output']>;
  height?: Maybe<Scalars['Float']['output']>;
  /** cm or in */
  heightUnit?: Maybe<Scalars['String']['output']>;
  medication?: Maybe<Scalars['Int']['output']>;
  medication_history?: Maybe<Scalars['Int']['output']>;
  medication_history_other?: Maybe<Scalars['String']['output']>;
  medication_other?: Maybe<Scalars['String']['output']>;
  /** only for gender 2 */
  pregnant?: Maybe<Scalars['Int']['output']>;
  /** only for gender 2 */
  regular_cycle?: Maybe<Scalars['Int']['output']>;
  sleep?: Maybe<Scalars['String']['output']>;
  smoke?: Maybe<Scalars['Int']['output']>;
  smoke_other?: Maybe<Scalars['String']['output']>;
  surgical_history?: Maybe<Scalars['Int']['output']>;
  surgical_history_other?: Maybe<Scalars['String']['output']>;
  vaccination?: Maybe<Scalars['String']['output']>;
  weight?: Maybe<Scalars['Float']['output']>;
  /** kg or lbs */
  weightUnit?: Maybe<Scalars['String']['output']>;
};

export type HealthInfoInput = {
  alcohol?: InputMaybe<Scalars['Int']['input']>;
  alcohol_other?: InputMaybe<Scalars['String']['input']>;
  allergies?: InputMaybe<Scalars['Int']['input']>;
  allergies_other?: InputMaybe<Scalars['String']['input']>;
  chronic_conditions?: InputMaybe<Scalars['Int']['input']>;
  chronic_conditions_options?: InputMaybe<Array<Scalars['String']['input']>>;
  chronic_conditions_other?: InputMaybe<Scalars['String']['input']>;
  family_history?: InputMaybe<Scalars['Int']['input']>;
  family_history_options?: InputMaybe<Array<Scalars['String']['input']>>;
  family_history_other?: InputMaybe<Scalars['String']['input']>;
  height?: InputMaybe<Scalars['Float']['input']>;
  heightUnit?: InputMaybe<Scalars['String']['input']>;
  medication?: InputMaybe<Scalars['Int']['input']>;
  medication_history?: InputMaybe<Scalars['Int']['input']>;
  medication_history_other?: InputMaybe<Scalars['String']['input']>;
  medication_other?: InputMaybe<Scalars['String']['input']>;
  pregnant?: InputMaybe<Scalars['Int']['input']>;
  regular_cycle?: InputMaybe<Scalars['Int']['input']>;
  sleep?: InputMaybe<Scalars['String']['input']>;
  smoke?: InputMaybe<Scalars['Int']['input']>;
  smoke_other?: InputMaybe<Scalars['String']['input']>;
  surgical_history?: InputMaybe<Scalars['Int']['input']>;
  surgical_history_other?: InputMaybe<Scalars['String']['input']>;
  vaccination?: InputMaybe<Scalars['String']['input']>;
  weight?: InputMaybe<Scalars['Float']['input']>;
  weightUnit?: InputMaybe<Scalars['String']['input']>;
};

export type Language = {
  __typename?: 'Language';
  /** ISO 639-1 */
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** the language's name in the reader's language (the locale header) */
  name: Scalars['String']['output'];
  /** the language's name in itself */
  nativeName: Scalars['String']['output'];
};

export type LinksInput = {
  links: Array<Scalars['String']['input']>;
};

export type MessageResponse = {
  __typename?: 'MessageResponse';
  message: Scalars['String']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** merged with the links already there */
  AddLinks: Appointment;
  AddTranslatorPlan: Appointment;
  /** the patient accepts one of the doctor's proposed dates */
  ApproveDate: StatusResponse;
  /** after a 3-D Secure challenge: how the payment ended */
  ConfirmPayment: PaymentAnswer;
  CreateAppointment: CreateAppointmentResponse;
  CreateAppointmentFile: Array<AppointmentFile>;
  CreateAppointmentNote: AppointmentNote;
  CreateFastAppointment: CreateAppointmentResponse;
  CreateReview: AppointmentReview;
  /** the patient's way into an appointment's video room, once the join control is active */
  OpenRoom: OpenRoomResponse;
  PayAppointment: PaymentAnswer;
  PaySubscription: PaymentAnswer;
  /** the patient cancels a request awaiting confirmation (status 5, reason required) */
  RejectStatus: StatusResponse;
  RequestAppointmentDates: Appointment;
  /** puts the patient's uploaded files into a folder, or the root without folder_id */
  attachFileToFolder: MessageResponse;
  cancelSubscription: MessageResponse;
  createFolder: Folder;
  createSource: MessageResponse;
  /** deletes one of the signed-in patient's analyses (not its file) */
  deleteAnalysisById: StatusResponse;
  deleteFile: MessageResponse;
  /** deletes the folder, its subfolders and their files */
  deleteFolder: MessageResponse;
  deleteFolderAccess: Folder;
  /** signed-in patient only; deletes one of the patient's uploads that nothing uses yet (not saved into the documents, attached to no appointment or request, not the avatar): an upload the patient removed or cancelled. Any other file is NOT_FOUND. */
  discardUpload: MessageResponse;
  /** doctor: accept one of the patient's proposed times */
  doctorAcceptDate: StatusResponse;
  /** doctor: approve a request awaiting confirmation */
  doctorApproveAppointment: StatusResponse;
  doctorCreateFiles: Array<AppointmentFile>;
  doctorCreateNote: AppointmentNote;
  /** doctor: the same way in for the appointment's doctor */
  doctorOpenRoom: OpenRoomResponse;
  /** doctor: propose times */
  doctorProposeDates: Appointment;
  /** doctor: reject a request awaiting confirmation, with a reason */
  doctorRejectAppointment: StatusResponse;
  /** doctor: move to 3 started, 4 completed or 7 finished */
  doctorSetStatus: StatusResponse;
  /** doctor: write or rewrite the report */
  doctorWriteReport: AppointmentReport;
  removeCard: MessageResponse;
  removeNotification: MessageResponse;
  restartSubscription: MessageResponse;
  sendContactUsEmail: MessageResponse;
  setDefault: MessageResponse;
  /** gives doctors the patient has had appointments with access to the folder */
  shareFolder: Folder;
  /** switchPlan: another option of the subscribed plan (monthly or yearly) from the next renewal on */
  switchSubscriptionPlan: MessageResponse;
  /** a message of one of the patient's appointments in the patient's language (an AI model) */
  translate: TranslateResponse;
  updateFolder: Folder;
  /** signed-in patient only; merges the given answers into the saved ones */
  updateHealthInfo: HealthInfo;
  /** signed-in patient only; signs out every other session */
  updatePassword: MessageResponse;
  /** signed-in patient only */
  updatePatient: User;
  updateRead: MessageResponse;
  /** signed-in patient only; auth2fa true needs a TOTP secret confirmed through POST /auth/otp/verify; false needs a TOTP code */
  updateSettings: MessageResponse;
};


export type MutationAddLinksArgs = {
  id: Scalars['ID']['input'];
  input: LinksInput;
};


export type MutationAddTranslatorPlanArgs = {
  id: Scalars['ID']['input'];
  translator_plan_id: Scalars['ID']['input'];
};


export type MutationApproveDateArgs = {
  appointmentId: Scalars['ID']['input'];
  dateId: Scalars['ID']['input'];
};


export type MutationConfirmPaymentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateAppointmentArgs = {
  input: CreateAppointmentInput;
};


export type MutationCreateAppointmentFileArgs = {
  id: Scalars['ID']['input'];
  input: FilesInput;
};


export type MutationCreateAppointmentNoteArgs = {
  id: Scalars['ID']['input'];
  input: NoteInput;
};


export type MutationCreateFastAppointmentArgs = {
  input: CreateFastAppointmentInput;
};


export type MutationCreateReviewArgs = {
  input: ReviewInput;
};


export type MutationOpenRoomArgs = {
  input: OpenRoomInput;
};


export type MutationPayAppointmentArgs = {
  input: PayAppointmentInput;
};


export type MutationPaySubscriptionArgs = {
  input: PaySubscriptionInput;
};


export type MutationRejectStatusArgs = {
  id: Scalars['ID']['input'];
  input: StatusInput;
};


export type MutationRequestAppointmentDatesArgs = {
  id: Scalars['ID']['input'];
  input: RequestDatesInput;
};


export type MutationAttachFileToFolderArgs = {
  file_ids: Array<Scalars['ID']['input']>;
  folder_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateFolderArgs = {
  name: Scalars['String']['input'];
  parent_id?: InputMaybe<Scalars['ID']['input']>;
};


export type MutationCreateSourceArgs = {
  input: SourceInput;
};


export type MutationDeleteAnalysisByIdArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFileArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFolderArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteFolderAccessArgs = {
  doctor_ids: Array<Scalars['ID']['input']>;
  folder_id: Scalars['ID']['input'];
};


export type MutationDiscardUploadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDoctorAcceptDateArgs = {
  appointmentId: Scalars['ID']['input'];
  dateId: Scalars['ID']['input'];
};


export type MutationDoctorApproveAppointmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDoctorCreateFilesArgs = {
  id: Scalars['ID']['input'];
  input: FilesInput;
  report?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationDoctorCreateNoteArgs = {
  id: Scalars['ID']['input'];
  input: NoteInput;
};


export type MutationDoctorOpenRoomArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDoctorProposeDatesArgs = {
  id: Scalars['ID']['input'];
  input: RequestDatesInput;
};


export type MutationDoctorRejectAppointmentArgs = {
  id: Scalars['ID']['input'];
  reason: Scalars['String']['input'];
};


export type MutationDoctorSetStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['Int']['input'];
};


export type MutationDoctorWriteReportArgs = {
  id: Scalars['ID']['input'];
  report: Scalars['String']['input'];
};


export type MutationRemoveCardArgs = {
  input: SourceInput;
};


export type MutationRemoveNotificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSendContactUsEmailArgs = {
  input: ContactUsInput;
};


export type MutationSetDefaultArgs = {
  input: SourceInput;
};


export type MutationShareFolderArgs = {
  doctor_ids: Array<Scalars['ID']['input']>;
  folder_id: Scalars['ID']['input'];
};


export type MutationSwitchSubscriptionPlanArgs = {
  option_id: Scalars['ID']['input'];
};


export type MutationTranslateArgs = {
  input: TranslateInput;
};


export type MutationUpdateFolderArgs = {
  id: Scalars['ID']['input'];
  input: FolderInput;
};


export type MutationUpdateHealthInfoArgs = {
  input: HealthInfoInput;
};


export type MutationUpdatePasswordArgs = {
  input: UpdatePasswordInput;
};


export type MutationUpdatePatientArgs = {
  input: UpdatePatientInput;
};


export type MutationUpdateReadArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateSettingsArgs = {
  input: UpdateSettingsInput;
};

export type NearestAppointment = {
  __typename?: 'NearestAppointment';
  appointment_id: Scalars['ID']['output'];
  date: Scalars['DateTime']['output'];
  doctor: Doctor;
  id: Scalars['ID']['output'];
  paid: Scalars['Boolean']['output'];
  plan: ConsultPlan;
  /** with paid, what the join rules need (contract/join-call.ts) */
  status: Scalars['Int']['output'];
};

export type NoteInput = {
  note: Scalars['String']['input'];
};

export type Notification = {
  __typename?: 'Notification';
  body: NotificationBody;
  created_at: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  read: Scalars['Boolean']['output'];
  removed: Scalars['Boolean']['output'];
  /** patient or doctor: which side of the appointment the reader is */
  role_name: Scalars['String']['output'];
  user_id: Scalars['ID']['output'];
};

/** what a notification says (spec part 2 §3), in its reader's language */
export type NotificationBody = {
  __typename?: 'NotificationBody';
  /** the appointment it is about; a click opens /appointments/{appointmentId} */
  appointmentId?: Maybe<Scalars['ID']['output']>;
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type NotificationList = {
  __typename?: 'NotificationList';
  results: Array<Notification>;
  total: Scalars['Int']['output'];
  unread_count: Scalars['Int']['output'];
};

export type OpenRoomInput = {
  id: Scalars['ID']['input'];
};

/**
 * Where the video room is (spec part 1 §4): the browser goes to {redirect_url}/home/{meetUrl}, carrying
 * `ticket` (one use, two minutes) instead of any access or refresh token.
 */
export type OpenRoomResponse = {
  __typename?: 'OpenRoomResponse';
  meetUrl: Scalars['String']['output'];
  redirect_url: Scalars['String']['output'];
  ticket: Scalars['String']['output'];
};

export type Organization = {
  __typename?: 'Organization';
  bg_image?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  parent_id?: Maybe<Scalars['ID']['output']>;
  settings?: Maybe<OrganizationSettings>;
  status: Scalars['Int']['output'];
  type: Scalars['Int']['output'];
};

export type OrganizationSettings = {
  __typename?: 'OrganizationSettings';
  id: Scalars['ID']['output'];
  organization_id: Scalars['ID']['output'];
  primary_color?: Maybe<Scalars['String']['output']>;
  region?: Maybe<Scalars['String']['output']>;
  settings?: Maybe<Scalars['JSON']['output']>;
};

export type PaginationInput = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** zero-based page */
  page?: InputMaybe<Scalars['Int']['input']>;
};

export type PayAppointmentInput = {
  /** the amount due the patient saw (the price less their plan's discount), in euro: a different amount is refused (price_changed) */
  amountDue?: InputMaybe<Scalars['Float']['input']>;
  payKey: Scalars['String']['input'];
  /** the price the patient saw, in euro: a different price is refused (price_changed) */
  price?: InputMaybe<Scalars['Float']['input']>;
  purchaseName?: InputMaybe<Scalars['String']['input']>;
  /** keep a new card for later payments (signed-in patients) */
  save?: InputMaybe<Scalars['Boolean']['input']>;
  /** a saved card's source, or a new payment method from the browser */
  sourceId: Scalars['String']['input'];
};

export type PaySubscriptionInput = {
  option_id: Scalars['ID']['input'];
  plan_id: Scalars['ID']['input'];
  save?: InputMaybe<Scalars['Boolean']['input']>;
  sourceId: Scalars['String']['input'];
};

/**
 * What a payment call answers. `status` succeeded: go to `redirect_url`; requires_action: answer the
 * 3-D Secure challenge with `client_secret` (Stripe.js, or the built-in processor's challenge page),
 * then ConfirmPayment(id); failed: `error_code` (Stripe's code: the card field it belongs to follows
 * the spec's table) and `decline_code`.
 */
export type PaymentAnswer = {
  __typename?: 'PaymentAnswer';
  client_secret?: Maybe<Scalars['String']['output']>;
  decline_code?: Maybe<Scalars['String']['output']>;
  error_code?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  redirect_url?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
};

/** Which processor the browser talks to: Stripe Elements with the publishable key, or the built-in card form. */
export type PaymentConfig = {
  __typename?: 'PaymentConfig';
  /** stripe or local */
  processor: Scalars['String']['output'];
  publishable_key?: Maybe<Scalars['String']['output']>;
};

/** A saved card (spec: payment source); `source` is the processor's payment method id. */
export type PaymentSource = {
  __typename?: 'PaymentSource';
  id: Scalars['ID']['output'];
  is_default: Scalars['Boolean']['output'];
  source: Scalars['String']['output'];
  source_info: SourceInfo;
  user_id: Scalars['ID']['output'];
};

export type PlanFeature = {
  __typename?: 'PlanFeature';
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  item: FeatureItem;
  name: Scalars['String']['output'];
};

export type PlanOption = {
  __typename?: 'PlanOption';
  /** 1 month, 2 year, 3 free */
  duration_type: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** price in euro */
  price: Scalars['Float']['output'];
  source?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  appointment?: Maybe<Appointment>;
  /** the payment page's appointment */
  appointmentByKey?: Maybe<Appointment>;
  /** the patient's reports, newest first */
  appointmentReports: AppointmentReportList;
  /** the signed-in patient's appointments, newest first */
  appointments: AppointmentList;
  /** the signed-in patient's payment history, newest first; pages of 8 (`customer` is ignored: always the caller's) */
  chargePayments: ChargePaymentList;
  /** doctor: one of the doctor's appointments */
  doctorAppointment?: Maybe<Appointment>;
  /** doctor: the doctor's appointments, newest first */
  doctorAppointments: AppointmentList;
  doctorBySlug?: Maybe<Doctor>;
  /** doctor only: a shared folder's contents, or a folder's below it (the path starts at the shared folder; other doctors are not shown) */
  doctorFolder: FolderListing;
  /** doctor only: the folders patients shared with the signed-in doctor, newest first */
  doctorSharedFolders: Array<SharedFolder>;
  doctors: DoctorList;
  fastAppointmentById?: Maybe<FastAppointment>;
  fetchBySubscriptionId?: Maybe<SubscriptionPlan>;
  /** the doctors' reads of the patient's shared documents, newest first: of one file, of the files in one folder and below, or all (at most 200) */
  getAccessLog: Array<DocumentAccess>;
  /** the signed-in patient's analyses: 10 a page (1 to ask whether there is any, up to 999 for a picker), sort 1 oldest, 2 newest (default), 3 A–Z, 4 Z–A, searched by title */
  getAnalysis: AnalysisList;
  /** one of the signed-in patient's analyses (polled while processing) */
  getAnalysisById: Analysis;
  /** the patient's find-doctor requests, newest first */
  getFastAppointments: FastAppointmentList;
  /** a folder's contents (the root without folder_id); sort_option 1–6, default 2 (newest modified first) */
  getFolders: FolderListing;
  /** questions about one value of an analysis in the reader's language, answered by the AI service when one is configured (kept for the next time) or else, and whenever it fails or takes over 20 s, from the curated knowledge base; the same safety notices either way */
  getQuestions: Array<QuestionAnswer>;
  /** the doctors the patient has had appointments with (whom a folder can be shared with; not a profile's similar doctors) */
  getRelatedDoctors: Array<RelatedDoctor>;
  getServiceBySlug?: Maybe<Service>;
  /** page size 10 (without pagination); pages do not overlap, so every doctor is on exactly one page (ADR 0012) */
  getServiceBySlugDoctors: DoctorList;
  getServices: ServiceList;
  /** the signed-in patient's saved cards, the default first */
  getSource: Array<PaymentSource>;
  getStorageSize: StorageSize;
  /** the features the caller's plan grants: Premium's while subscribed, else the free plan's */
  getSubscriptionFeatures: Array<PlanFeature>;
  getSubscriptions: SubscriptionPlanList;
  /** the signed-in account's notifications, newest first (pages of 20; read: 0 for the unread ones) */
  getUserNotifications: NotificationList;
  languages: Array<Language>;
  /** the signed-in patient, null for visitors */
  me?: Maybe<User>;
  /** what the signed-in patient's plan grants now: Premium's while subscribed, else the free plan's */
  myEntitlements: Entitlements;
  /** the next accepted date of an active appointment that has not ended */
  nearestAppointment?: Maybe<NearestAppointment>;
  organizationSettings?: Maybe<OrganizationSettings>;
  organizations: Array<Organization>;
  organizationsByParentId: Array<Organization>;
  paymentConfig: PaymentConfig;
  relatedDoctors: Array<RelatedDoctor>;
  specialties: Array<Specialty>;
  specialtyBySlug?: Maybe<Specialty>;
  /** whether messages can be translated (an AI model is configured) */
  translationAvailable: Scalars['Boolean']['output'];
  translatorPlanByLanguage?: Maybe<TranslatorPlan>;
};


export type QueryAppointmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAppointmentByKeyArgs = {
  payKey: Scalars['String']['input'];
};


export type QueryAppointmentReportsArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryAppointmentsArgs = {
  query?: InputMaybe<AppointmentsQuery>;
};


export type QueryChargePaymentsArgs = {
  customer?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryDoctorAppointmentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDoctorAppointmentsArgs = {
  query?: InputMaybe<AppointmentsQuery>;
};


export type QueryDoctorBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryDoctorFolderArgs = {
  folder_id: Scalars['ID']['input'];
  sort_option?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryDoctorsArgs = {
  query?: InputMaybe<DoctorsQuery>;
};


export type QueryFastAppointmentByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFetchBySubscriptionIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetAccessLogArgs = {
  file_id?: InputMaybe<Scalars['ID']['input']>;
  folder_id?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetAnalysisArgs = {
  pagination?: InputMaybe<PaginationInput>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetAnalysisByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetFastAppointmentsArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryGetFoldersArgs = {
  folder_id?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort_option?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetQuestionsArgs = {
  biomarker: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type QueryGetServiceBySlugArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryGetServiceBySlugDoctorsArgs = {
  query: ServiceDoctorsQuery;
};


export type QueryGetServicesArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  type?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetSubscriptionsArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryGetUserNotificationsArgs = {
  pagination?: InputMaybe<PaginationInput>;
  read?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLanguagesArgs = {
  pagination?: InputMaybe<PaginationInput>;
};


export type QueryOrganizationSettingsArgs = {
  organizationId: Scalars['ID']['input'];
};


export type QueryOrganizationsByParentIdArgs = {
  parentId: Scalars['ID']['input'];
};


export type QueryRelatedDoctorsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  slug: Scalars['String']['input'];
};


export type QuerySpecialtiesArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  visible?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QuerySpecialtyBySlugArgs = {
  lang?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
};


export type QueryTranslatorPlanByLanguageArgs = {
  duration?: InputMaybe<Scalars['Int']['input']>;
  lang: Scalars['String']['input'];
};

/** A question about a value and its answer (spec part 2 §3 Q&A item) */
export type QuestionAnswer = {
  __typename?: 'QuestionAnswer';
  answer: Scalars['String']['output'];
  question: Scalars['String']['output'];
};

export type RelatedDoctor = {
  __typename?: 'RelatedDoctor';
  avatar?: Maybe<Scalars['String']['output']>;
  first_name: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  last_name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
};

export type RequestDatesInput = {
  dates: Array<Scalars['DateTime']['input']>;
};

export type ReviewInput = {
  appointment_id: Scalars['ID']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  rating: Scalars['Float']['input'];
};

export type Service = {
  __typename?: 'Service';
  description?: Maybe<Scalars['String']['output']>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  keywords: Array<Scalars['String']['output']>;
  link?: Maybe<Scalars['String']['output']>;
  main_image?: Maybe<Scalars['String']['output']>;
  organization_id?: Maybe<Scalars['ID']['output']>;
  short_desc?: Maybe<Scalars['String']['output']>;
  slug: Scalars['String']['output'];
  status: Scalars['Int']['output'];
  subtitle?: Maybe<Scalars['String']['output']>;
  text?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** service group 1..6: radiology, video call, department, treatment, find doctor, other */
  type: Scalars['Int']['output'];
};

export type ServiceDoctorsQuery = {
  lang?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  organization?: InputMaybe<Scalars['ID']['input']>;
  /** comma-separated organization ids */
  organizations?: InputMaybe<Scalars['String']['input']>;
  pagination?: InputMaybe<PaginationInput>;
  /** a name or a specialty's name, as in DoctorsQuery */
  search?: InputMaybe<Scalars['String']['input']>;
  slug: Scalars['String']['input'];
  specialty?: InputMaybe<Scalars['String']['input']>;
};

export type ServiceList = {
  __typename?: 'ServiceList';
  results: Array<Service>;
  total: Scalars['Int']['output'];
};

/** A folder a patient shared with the signed-in doctor */
export type SharedFolder = {
  __typename?: 'SharedFolder';
  folder: Folder;
  granted_at: Scalars['DateTime']['output'];
  patient_first_name: Scalars['String']['output'];
  patient_id: Scalars['ID']['output'];
  patient_last_name: Scalars['String']['output'];
};

export type SourceInfo = {
  __typename?: 'SourceInfo';
  card: CardInfo;
};

export type SourceInput = {
  source: Scalars['String']['input'];
};

export type Specialty = {
  __typename?: 'Specialty';
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  slug: Scalars['String']['output'];
  visible: Scalars['Boolean']['output'];
};

export type StatusInput = {
  reason: Scalars['String']['input'];
  /** 5 canceled (the patient), 6 rejected (the doctor) */
  status: Scalars['Int']['input'];
};

export type StatusResponse = {
  __typename?: 'StatusResponse';
  message: Scalars['String']['output'];
  status: Scalars['Int']['output'];
};

/** A file among the patient's documents */
export type StorageFile = {
  __typename?: 'StorageFile';
  /** its folder; null in the root */
  folder_id?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  mime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** bytes */
  size: Scalars['Float']['output'];
  updated_at: Scalars['DateTime']['output'];
  /** downloads it (GET /storage/file/{id}) */
  url: Scalars['String']['output'];
};

/** Storage used and allowed (spec part 2 §3, §5): MB, or GB once the limit passes 0.99 GB */
export type StorageSize = {
  __typename?: 'StorageSize';
  /** normal, warning (over 75 %) or error (over 90 %) */
  level: Scalars['String']['output'];
  limit: Scalars['Float']['output'];
  limit_bytes: Scalars['Float']['output'];
  /** a free plan with its storage used up: no uploads, and no downloads of documents or links to them, until it upgrades or deletes files */
  locked: Scalars['Boolean']['output'];
  /** used as a share of the limit, capped at 100 */
  percent: Scalars['Float']['output'];
  unit: Scalars['String']['output'];
  used: Scalars['Float']['output'];
  used_bytes: Scalars['Float']['output'];
};

/** A stored file: `url` downloads it (GET /storage/file/{id}) for the appointment's patient and doctor. */
export type StoredFileRef = {
  __typename?: 'StoredFileRef';
  id: Scalars['ID']['output'];
  mime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
};

export type SubscriptionPlan = {
  __typename?: 'SubscriptionPlan';
  features: Array<PlanFeature>;
  icon?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  options: Array<PlanOption>;
};

export type SubscriptionPlanList = {
  __typename?: 'SubscriptionPlanList';
  results: Array<SubscriptionPlan>;
  total: Scalars['Int']['output'];
};

export type TranslateInput = {
  appointment_id: Scalars['ID']['input'];
  /** en, ru, de or ar; the request's locale when omitted */
  lang?: InputMaybe<Scalars['String']['input']>;
  /** a message (note) of that appointment */
  note_id: Scalars['ID']['input'];
};

export type TranslateResponse = {
  __typename?: 'TranslateResponse';
  body: Scalars['String']['output'];
};

export type TranslatorPlan = {
  __typename?: 'TranslatorPlan';
  duration: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  lang_1: Scalars['String']['output'];
  lang_2: Scalars['String']['output'];
  price: Scalars['Float']['output'];
};

export type UpdatePasswordInput = {
  current_password: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/**
 * Profile update (spec part 1 §7). E-mail is not changeable here. Absent fields stay as they are;
 * a changed phone becomes unverified until POST /auth/verify/phone. Validation errors answer
 * BAD_USER_INPUT with extensions.errors [{ name, messages }] (message keys the web translates).
 */
export type UpdatePatientInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  /** id of a file uploaded through POST /aws-s3 by this patient; null removes the avatar */
  avatar?: InputMaybe<Scalars['ID']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  /** re-authentication, needed only to replace a verified phone (docs/api/auth-and-account.md) */
  current_password?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, 18 or older */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  first_name?: InputMaybe<Scalars['String']['input']>;
  /** 1 male, 2 female */
  gender?: InputMaybe<Scalars['Int']['input']>;
  lang?: InputMaybe<Scalars['String']['input']>;
  last_name?: InputMaybe<Scalars['String']['input']>;
  /** a TOTP code instead of the password when two-factor is on */
  otp?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  timezone?: InputMaybe<Scalars['String']['input']>;
};

export type UpdateSettingsInput = {
  current_password?: InputMaybe<Scalars['String']['input']>;
  /** re-authentication, needed only to turn auth2fa off: a TOTP code (docs/api/auth-and-account.md) */
  otp?: InputMaybe<Scalars['String']['input']>;
  settings: UserSettingsInput;
};

export type User = {
  __typename?: 'User';
  address?: Maybe<Scalars['String']['output']>;
  /** a URL path the web serves through its file proxy (/aws-s3/file/{id}) */
  avatar?: Maybe<Scalars['String']['output']>;
  city?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 */
  country?: Maybe<Scalars['String']['output']>;
  created_at: Scalars['DateTime']['output'];
  /** YYYY-MM-DD */
  date_of_birth?: Maybe<Scalars['String']['output']>;
  /** read-only in the forms */
  email: Scalars['String']['output'];
  emailVerify: Scalars['Boolean']['output'];
  first_name?: Maybe<Scalars['String']['output']>;
  /** 1 male, 2 female */
  gender?: Maybe<Scalars['Int']['output']>;
  health_info?: Maybe<HealthInfo>;
  id: Scalars['ID']['output'];
  /** interface language: en, ru, de or ar */
  lang: Scalars['String']['output'];
  languages: Array<Language>;
  last_name?: Maybe<Scalars['String']['output']>;
  /** E.164, e.g. +4915112345678 */
  phone?: Maybe<Scalars['String']['output']>;
  phoneVerify: Scalars['Boolean']['output'];
  settings: UserSettings;
  subscribe?: Maybe<UserSubscription>;
  /** IANA zone, e.g. Europe/Berlin */
  timezone?: Maybe<Scalars['String']['output']>;
  /** how many of the patient's notifications are unread: the header bell's dot */
  unread_notifications: Scalars['Int']['output'];
};

export type UserSettings = {
  __typename?: 'UserSettings';
  /** activity tracking from Apple Health / Health Connect is synced */
  activity_sync: Scalars['Boolean']['output'];
  /** two-factor sign-in with a TOTP code */
  auth2fa: Scalars['Boolean']['output'];
};

export type UserSettingsInput = {
  activity_sync?: InputMaybe<Scalars['Boolean']['input']>;
  auth2fa?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The patient's current subscription (me.subscribe); null when there is none or it has expired. */
export type UserSubscription = {
  __typename?: 'UserSubscription';
  auto_renew_status: Scalars['Boolean']['output'];
  /** 1 month, 2 year, 3 free */
  duration_type: Scalars['Int']['output'];
  expiration_date: Scalars['DateTime']['output'];
  icon?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** the duration from the next renewal on when a switch of plan option is pending (switchSubscriptionPlan), else null */
  next_duration_type?: Maybe<Scalars['Int']['output']>;
  subscription_id: Scalars['ID']['output'];
};

export type WorkingHours = {
  __typename?: 'WorkingHours';
  /** 0 Sunday .. 6 Saturday */
  day: Scalars['Int']['output'];
  end: Scalars['String']['output'];
  start: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AdminNote: ResolverTypeWrapper<AdminNote>;
  Analysis: ResolverTypeWrapper<Analysis>;
  AnalysisFile: ResolverTypeWrapper<AnalysisFile>;
  AnalysisIndicator: ResolverTypeWrapper<AnalysisIndicator>;
  AnalysisList: ResolverTypeWrapper<AnalysisList>;
  Appointment: ResolverTypeWrapper<AppointmentParent>;
  AppointmentDate: ResolverTypeWrapper<AppointmentDate>;
  AppointmentFile: ResolverTypeWrapper<AppointmentFile>;
  AppointmentList: ResolverTypeWrapper<Omit<AppointmentList, 'results'> & { results: Array<ResolversTypes['Appointment']> }>;
  AppointmentNote: ResolverTypeWrapper<AppointmentNote>;
  AppointmentPatient: ResolverTypeWrapper<AppointmentPatient>;
  AppointmentReport: ResolverTypeWrapper<AppointmentReport>;
  AppointmentReportList: ResolverTypeWrapper<Omit<AppointmentReportList, 'results'> & { results: Array<ResolversTypes['AppointmentReportListItem']> }>;
  AppointmentReportListItem: ResolverTypeWrapper<Omit<AppointmentReportListItem, 'doctor'> & { doctor: ResolversTypes['Doctor'] }>;
  AppointmentReview: ResolverTypeWrapper<AppointmentReview>;
  AppointmentTranslator: ResolverTypeWrapper<Omit<AppointmentTranslator, 'translator_plan'> & { translator_plan: ResolversTypes['TranslatorPlan'] }>;
  AppointmentsQuery: AppointmentsQuery;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardInfo: ResolverTypeWrapper<CardInfo>;
  ChargeDiscount: ResolverTypeWrapper<ChargeDiscount>;
  ChargePayment: ResolverTypeWrapper<ChargeRow>;
  ChargePaymentList: ResolverTypeWrapper<Omit<ChargePaymentList, 'data'> & { data: Array<ResolversTypes['ChargePayment']> }>;
  ConsultPlan: ResolverTypeWrapper<ConsultPlan>;
  ContactUsInput: ContactUsInput;
  CreateAppointmentInput: CreateAppointmentInput;
  CreateAppointmentResponse: ResolverTypeWrapper<CreateAppointmentResponse>;
  CreateFastAppointmentInput: CreateFastAppointmentInput;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Doctor: ResolverTypeWrapper<DoctorParent>;
  DoctorGroup: ResolverTypeWrapper<DoctorGroup>;
  DoctorList: ResolverTypeWrapper<Omit<DoctorList, 'results'> & { results: Array<ResolversTypes['Doctor']> }>;
  DoctorSort: DoctorSort;
  DoctorsQuery: DoctorsQuery;
  DocumentAccess: ResolverTypeWrapper<DocumentAccessRow>;
  Entitlement: ResolverTypeWrapper<FeatureTerms>;
  EntitlementPlan: ResolverTypeWrapper<EntitlementPlan>;
  Entitlements: ResolverTypeWrapper<Omit<Entitlements, 'features'> & { features: Array<ResolversTypes['Entitlement']> }>;
  FastAppointment: ResolverTypeWrapper<FastAppointmentRow>;
  FastAppointmentList: ResolverTypeWrapper<Omit<FastAppointmentList, 'results'> & { results: Array<ResolversTypes['FastAppointment']> }>;
  FastAppointmentNote: ResolverTypeWrapper<FastAppointmentNote>;
  FeatureItem: ResolverTypeWrapper<PlanFeatureParent>;
  FeatureItemOption: ResolverTypeWrapper<PlanFeatureOptionRow>;
  FileRefInput: FileRefInput;
  FilesInput: FilesInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Folder: ResolverTypeWrapper<FolderRow>;
  FolderInput: FolderInput;
  FolderListing: ResolverTypeWrapper<FolderListingRow>;
  HealthInfo: ResolverTypeWrapper<HealthInfo>;
  HealthInfoInput: HealthInfoInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JSON: ResolverTypeWrapper<Scalars['JSON']['output']>;
  Language: ResolverTypeWrapper<LanguageRow>;
  LinksInput: LinksInput;
  MessageResponse: ResolverTypeWrapper<MessageResponse>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NearestAppointment: ResolverTypeWrapper<Omit<NearestAppointment, 'doctor'> & { doctor: ResolversTypes['Doctor'] }>;
  NoteInput: NoteInput;
  Notification: ResolverTypeWrapper<ListedNotification>;
  NotificationBody: ResolverTypeWrapper<NotificationBody>;
  NotificationList: ResolverTypeWrapper<Omit<NotificationList, 'results'> & { results: Array<ResolversTypes['Notification']> }>;
  OpenRoomInput: OpenRoomInput;
  OpenRoomResponse: ResolverTypeWrapper<OpenRoomResponse>;
  Organization: ResolverTypeWrapper<OrganizationParent>;
  OrganizationSettings: ResolverTypeWrapper<OrganizationSettingsRow>;
  PaginationInput: PaginationInput;
  PayAppointmentInput: PayAppointmentInput;
  PaySubscriptionInput: PaySubscriptionInput;
  PaymentAnswer: ResolverTypeWrapper<PaymentAnswer>;
  PaymentConfig: ResolverTypeWrapper<PaymentConfig>;
  PaymentSource: ResolverTypeWrapper<CardRow>;
  PlanFeature: ResolverTypeWrapper<PlanFeatureParent>;
  PlanOption: ResolverTypeWrapper<PlanOptionRow>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuestionAnswer: ResolverTypeWrapper<QuestionAnswer>;
  RelatedDoctor: ResolverTypeWrapper<RelatedDoctor>;
  RequestDatesInput: RequestDatesInput;
  ReviewInput: ReviewInput;
  Service: ResolverTypeWrapper<ServiceParent>;
  ServiceDoctorsQuery: ServiceDoctorsQuery;
  ServiceList: ResolverTypeWrapper<Omit<ServiceList, 'results'> & { results: Array<ResolversTypes['Service']> }>;
  SharedFolder: ResolverTypeWrapper<SharedFolderRow>;
  SourceInfo: ResolverTypeWrapper<SourceInfo>;
  SourceInput: SourceInput;
  Specialty: ResolverTypeWrapper<SpecialtyParent>;
  StatusInput: StatusInput;
  StatusResponse: ResolverTypeWrapper<StatusResponse>;
  StorageFile: ResolverTypeWrapper<DocumentFileRow>;
  StorageSize: ResolverTypeWrapper<StorageSize>;
  StoredFileRef: ResolverTypeWrapper<StoredFileRef>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscriptionPlan: ResolverTypeWrapper<SubscriptionPlanParent>;
  SubscriptionPlanList: ResolverTypeWrapper<Omit<SubscriptionPlanList, 'results'> & { results: Array<ResolversTypes['SubscriptionPlan']> }>;
  TranslateInput: TranslateInput;
  TranslateResponse: ResolverTypeWrapper<TranslateResponse>;
  TranslatorPlan: ResolverTypeWrapper<TranslatorPlanRow>;
  UpdatePasswordInput: UpdatePasswordInput;
  UpdatePatientInput: UpdatePatientInput;
  UpdateSettingsInput: UpdateSettingsInput;
  User: ResolverTypeWrapper<UserRow>;
  UserSettings: ResolverTypeWrapper<UserSettings>;
  UserSettingsInput: UserSettingsInput;
  UserSubscription: ResolverTypeWrapper<UserSubscription>;
  WorkingHours: ResolverTypeWrapper<WorkingHours>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AdminNote: AdminNote;
  Analysis: Analysis;
  AnalysisFile: AnalysisFile;
  AnalysisIndicator: AnalysisIndicator;
  AnalysisList: AnalysisList;
  Appointment: AppointmentParent;
  AppointmentDate: AppointmentDate;
  AppointmentFile: AppointmentFile;
  AppointmentList: Omit<AppointmentList, 'results'> & { results: Array<ResolversParentTypes['Appointment']> };
  AppointmentNote: AppointmentNote;
  AppointmentPatient: AppointmentPatient;
  AppointmentReport: AppointmentReport;
  AppointmentReportList: Omit<AppointmentReportList, 'results'> & { results: Array<ResolversParentTypes['AppointmentReportListItem']> };
  AppointmentReportListItem: Omit<AppointmentReportListItem, 'doctor'> & { doctor: ResolversParentTypes['Doctor'] };
  AppointmentReview: AppointmentReview;
  AppointmentTranslator: Omit<AppointmentTranslator, 'translator_plan'> & { translator_plan: ResolversParentTypes['TranslatorPlan'] };
  AppointmentsQuery: AppointmentsQuery;
  Boolean: Scalars['Boolean']['output'];
  CardInfo: CardInfo;
  ChargeDiscount: ChargeDiscount;
  ChargePayment: ChargeRow;
  ChargePaymentList: Omit<ChargePaymentList, 'data'> & { data: Array<ResolversParentTypes['ChargePayment']> };
  ConsultPlan: ConsultPlan;
  ContactUsInput: ContactUsInput;
  CreateAppointmentInput: CreateAppointmentInput;
  CreateAppointmentResponse: CreateAppointmentResponse;
  CreateFastAppointmentInput: CreateFastAppointmentInput;
  DateTime: Scalars['DateTime']['output'];
  Doctor: DoctorParent;
  DoctorGroup: DoctorGroup;
  DoctorList: Omit<DoctorList, 'results'> & { results: Array<ResolversParentTypes['Doctor']> };
  DoctorsQuery: DoctorsQuery;
  DocumentAccess: DocumentAccessRow;
  Entitlement: FeatureTerms;
  EntitlementPlan: EntitlementPlan;
  Entitlements: Omit<Entitlements, 'features'> & { features: Array<ResolversParentTypes['Entitlement']> };
  FastAppointment: FastAppointmentRow;
  FastAppointmentList: Omit<FastAppointmentList, 'results'> & { results: Array<ResolversParentTypes['FastAppointment']> };
  FastAppointmentNote: FastAppointmentNote;
  FeatureItem: PlanFeatureParent;
  FeatureItemOption: PlanFeatureOptionRow;
  FileRefInput: FileRefInput;
  FilesInput: FilesInput;
  Float: Scalars['Float']['output'];
  Folder: FolderRow;
  FolderInput: FolderInput;
  FolderListing: FolderListingRow;
  HealthInfo: HealthInfo;
  HealthInfoInput: HealthInfoInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  JSON: Scalars['JSON']['output'];
  Language: LanguageRow;
  LinksInput: LinksInput;
  MessageResponse: MessageResponse;
  Mutation: Record<PropertyKey, never>;
  NearestAppointment: Omit<NearestAppointment, 'doctor'> & { doctor: ResolversParentTypes['Doctor'] };
  NoteInput: NoteInput;
  Notification: ListedNotification;
  NotificationBody: NotificationBody;
  NotificationList: Omit<NotificationList, 'results'> & { results: Array<ResolversParentTypes['Notification']> };
  OpenRoomInput: OpenRoomInput;
  OpenRoomResponse: OpenRoomResponse;
  Organization: OrganizationParent;
  OrganizationSettings: OrganizationSettingsRow;
  PaginationInput: PaginationInput;
  PayAppointmentInput: PayAppointmentInput;
  PaySubscriptionInput: PaySubscriptionInput;
  PaymentAnswer: PaymentAnswer;
  PaymentConfig: PaymentConfig;
  PaymentSource: CardRow;
  PlanFeature: PlanFeatureParent;
  PlanOption: PlanOptionRow;
  Query: Record<PropertyKey, never>;
  QuestionAnswer: QuestionAnswer;
  RelatedDoctor: RelatedDoctor;
  RequestDatesInput: RequestDatesInput;
  ReviewInput: ReviewInput;
  Service: ServiceParent;
  ServiceDoctorsQuery: ServiceDoctorsQuery;
  ServiceList: Omit<ServiceList, 'results'> & { results: Array<ResolversParentTypes['Service']> };
  SharedFolder: SharedFolderRow;
  SourceInfo: SourceInfo;
  SourceInput: SourceInput;
  Specialty: SpecialtyParent;
  StatusInput: StatusInput;
  StatusResponse: StatusResponse;
  StorageFile: DocumentFileRow;
  StorageSize: StorageSize;
  StoredFileRef: StoredFileRef;
  String: Scalars['String']['output'];
  SubscriptionPlan: SubscriptionPlanParent;
  SubscriptionPlanList: Omit<SubscriptionPlanList, 'results'> & { results: Array<ResolversParentTypes['SubscriptionPlan']> };
  TranslateInput: TranslateInput;
  TranslateResponse: TranslateResponse;
  TranslatorPlan: TranslatorPlanRow;
  UpdatePasswordInput: UpdatePasswordInput;
  UpdatePatientInput: UpdatePatientInput;
  UpdateSettingsInput: UpdateSettingsInput;
  User: UserRow;
  UserSettings: UserSettings;
  UserSettingsInput: UserSettingsInput;
  UserSubscription: UserSubscription;
  WorkingHours: WorkingHours;
};

export type AdminNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AdminNote'] = ResolversParentTypes['AdminNote']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnalysisResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Analysis'] = ResolversParentTypes['Analysis']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  file?: Resolver<ResolversTypes['AnalysisFile'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  indicators?: Resolver<Array<ResolversTypes['AnalysisIndicator']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unread?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalysisFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalysisFile'] = ResolversParentTypes['AnalysisFile']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AnalysisIndicatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalysisIndicator'] = ResolversParentTypes['AnalysisIndicator']> = {
  biomarker?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  check?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  other_reading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  printed_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reference_range?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status_source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AnalysisListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AnalysisList'] = ResolversParentTypes['AnalysisList']> = {
  results?: Resolver<Array<ResolversTypes['Analysis']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Appointment'] = ResolversParentTypes['Appointment']> = {
  admin_notes?: Resolver<Array<ResolversTypes['AdminNote']>, ParentType, ContextType>;
  appointment_translators?: Resolver<Array<ResolversTypes['AppointmentTranslator']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  creator?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dates?: Resolver<Array<ResolversTypes['AppointmentDate']>, ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['AppointmentFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['AppointmentNote']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  patient?: Resolver<ResolversTypes['AppointmentPatient'], ParentType, ContextType>;
  payKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['ConsultPlan'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  report?: Resolver<Maybe<ResolversTypes['AppointmentReport']>, ParentType, ContextType>;
  reports_file?: Resolver<Array<ResolversTypes['AppointmentFile']>, ParentType, ContextType>;
  review?: Resolver<Maybe<ResolversTypes['AppointmentReview']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status_reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppointmentDateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentDate'] = ResolversParentTypes['AppointmentDate']> = {
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentFile'] = ResolversParentTypes['AppointmentFile']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file?: Resolver<ResolversTypes['StoredFileRef'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentList'] = ResolversParentTypes['AppointmentList']> = {
  has_more?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['Appointment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentNote'] = ResolversParentTypes['AppointmentNote']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sender?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentPatientResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentPatient'] = ResolversParentTypes['AppointmentPatient']> = {
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AppointmentReportResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentReport'] = ResolversParentTypes['AppointmentReport']> = {
  date_report?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentReportListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentReportList'] = ResolversParentTypes['AppointmentReportList']> = {
  results?: Resolver<Array<ResolversTypes['AppointmentReportListItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppointmentReportListItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentReportListItem'] = ResolversParentTypes['AppointmentReportListItem']> = {
  appointment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date_report?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  has_pdf?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  report?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppointmentReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentReview'] = ResolversParentTypes['AppointmentReview']> = {
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type AppointmentTranslatorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppointmentTranslator'] = ResolversParentTypes['AppointmentTranslator']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  translator_plan?: Resolver<ResolversTypes['TranslatorPlan'], ParentType, ContextType>;
};

export type CardInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CardInfo'] = ResolversParentTypes['CardInfo']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exp_month?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exp_year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChargeDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargeDiscount'] = ResolversParentTypes['ChargeDiscount']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ChargePaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargePayment'] = ResolversParentTypes['ChargePayment']> = {
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<Maybe<ResolversTypes['ChargeDiscount']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receipt_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChargePaymentListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ChargePaymentList'] = ResolversParentTypes['ChargePaymentList']> = {
  data?: Resolver<Array<ResolversTypes['ChargePayment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConsultPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConsultPlan'] = ResolversParentTypes['ConsultPlan']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreateAppointmentResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateAppointmentResponse'] = ResolversParentTypes['CreateAppointmentResponse']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DoctorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Doctor'] = ResolversParentTypes['Doctor']> = {
  about?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cover?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  experience_start_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['DoctorGroup']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lowestPrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  nextFreeAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<Maybe<ResolversTypes['Organization']>, ParentType, ContextType>;
  plans?: Resolver<Array<ResolversTypes['ConsultPlan']>, ParentType, ContextType>;
  professional_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rating?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reviewCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialties?: Resolver<Array<ResolversTypes['Specialty']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  working_hours?: Resolver<Array<ResolversTypes['WorkingHours']>, ParentType, ContextType>;
};

export type DoctorGroupResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorGroup'] = ResolversParentTypes['DoctorGroup']> = {
  group_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DoctorListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DoctorList'] = ResolversParentTypes['DoctorList']> = {
  results?: Resolver<Array<ResolversTypes['Doctor']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total_capped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DocumentAccessResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DocumentAccess'] = ResolversParentTypes['DocumentAccess']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['RelatedDoctor'], ParentType, ContextType>;
  file_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  file_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  folder_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type EntitlementResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entitlement'] = ResolversParentTypes['Entitlement']> = {
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  feature?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type EntitlementPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntitlementPlan'] = ResolversParentTypes['EntitlementPlan']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type EntitlementsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Entitlements'] = ResolversParentTypes['Entitlements']> = {
  features?: Resolver<Array<ResolversTypes['Entitlement']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['EntitlementPlan']>, ParentType, ContextType>;
};

export type FastAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FastAppointment'] = ResolversParentTypes['FastAppointment']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StoredFileRef']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Array<ResolversTypes['FastAppointmentNote']>, ParentType, ContextType>;
  organization_ids?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FastAppointmentListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FastAppointmentList'] = ResolversParentTypes['FastAppointmentList']> = {
  results?: Resolver<Array<ResolversTypes['FastAppointment']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FastAppointmentNoteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FastAppointmentNote'] = ResolversParentTypes['FastAppointmentNote']> = {
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeatureItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureItem'] = ResolversParentTypes['FeatureItem']> = {
  options?: Resolver<Array<ResolversTypes['FeatureItemOption']>, ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FeatureItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FeatureItemOption'] = ResolversParentTypes['FeatureItemOption']> = {
  duration_type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feature_item_option_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Folder'] = ResolversParentTypes['Folder']> = {
  doctors?: Resolver<Array<ResolversTypes['RelatedDoctor']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
};

export type FolderListingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FolderListing'] = ResolversParentTypes['FolderListing']> = {
  children?: Resolver<Array<ResolversTypes['Folder']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['StorageFile']>, ParentType, ContextType>;
  folder?: Resolver<Maybe<ResolversTypes['Folder']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['Folder']>, ParentType, ContextType>;
};

export type HealthInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HealthInfo'] = ResolversParentTypes['HealthInfo']> = {
  alcohol?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  alcohol_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allergies?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  allergies_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  chronic_conditions?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  chronic_conditions_options?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  chronic_conditions_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  family_history?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  family_history_options?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  family_history_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  heightUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medication?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  medication_history?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  medication_history_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  medication_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pregnant?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  regular_cycle?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sleep?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  smoke?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  smoke_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  surgical_history?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  surgical_history_other?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vaccination?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  weightUnit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface JsonScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSON'], any> {
  name: 'JSON';
}

export type LanguageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nativeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MessageResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MessageResponse'] = ResolversParentTypes['MessageResponse']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  AddLinks?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationAddLinksArgs, 'id' | 'input'>>;
  AddTranslatorPlan?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationAddTranslatorPlanArgs, 'id' | 'translator_plan_id'>>;
  ApproveDate?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationApproveDateArgs, 'appointmentId' | 'dateId'>>;
  ConfirmPayment?: Resolver<ResolversTypes['PaymentAnswer'], ParentType, ContextType, RequireFields<MutationConfirmPaymentArgs, 'id'>>;
  CreateAppointment?: Resolver<ResolversTypes['CreateAppointmentResponse'], ParentType, ContextType, RequireFields<MutationCreateAppointmentArgs, 'input'>>;
  CreateAppointmentFile?: Resolver<Array<ResolversTypes['AppointmentFile']>, ParentType, ContextType, RequireFields<MutationCreateAppointmentFileArgs, 'id' | 'input'>>;
  CreateAppointmentNote?: Resolver<ResolversTypes['AppointmentNote'], ParentType, ContextType, RequireFields<MutationCreateAppointmentNoteArgs, 'id' | 'input'>>;
  CreateFastAppointment?: Resolver<ResolversTypes['CreateAppointmentResponse'], ParentType, ContextType, RequireFields<MutationCreateFastAppointmentArgs, 'input'>>;
  CreateReview?: Resolver<ResolversTypes['AppointmentReview'], ParentType, ContextType, RequireFields<MutationCreateReviewArgs, 'input'>>;
  OpenRoom?: Resolver<ResolversTypes['OpenRoomResponse'], ParentType, ContextType, RequireFields<MutationOpenRoomArgs, 'input'>>;
  PayAppointment?: Resolver<ResolversTypes['PaymentAnswer'], ParentType, ContextType, RequireFields<MutationPayAppointmentArgs, 'input'>>;
  PaySubscription?: Resolver<ResolversTypes['PaymentAnswer'], ParentType, ContextType, RequireFields<MutationPaySubscriptionArgs, 'input'>>;
  RejectStatus?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationRejectStatusArgs, 'id' | 'input'>>;
  RequestAppointmentDates?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationRequestAppointmentDatesArgs, 'id' | 'input'>>;
  attachFileToFolder?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationAttachFileToFolderArgs, 'file_ids'>>;
  cancelSubscription?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType>;
  createFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationCreateFolderArgs, 'name'>>;
  createSource?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationCreateSourceArgs, 'input'>>;
  deleteAnalysisById?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationDeleteAnalysisByIdArgs, 'id'>>;
  deleteFile?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationDeleteFileArgs, 'id'>>;
  deleteFolder?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationDeleteFolderArgs, 'id'>>;
  deleteFolderAccess?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationDeleteFolderAccessArgs, 'doctor_ids' | 'folder_id'>>;
  discardUpload?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationDiscardUploadArgs, 'id'>>;
  doctorAcceptDate?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationDoctorAcceptDateArgs, 'appointmentId' | 'dateId'>>;
  doctorApproveAppointment?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationDoctorApproveAppointmentArgs, 'id'>>;
  doctorCreateFiles?: Resolver<Array<ResolversTypes['AppointmentFile']>, ParentType, ContextType, RequireFields<MutationDoctorCreateFilesArgs, 'id' | 'input' | 'report'>>;
  doctorCreateNote?: Resolver<ResolversTypes['AppointmentNote'], ParentType, ContextType, RequireFields<MutationDoctorCreateNoteArgs, 'id' | 'input'>>;
  doctorOpenRoom?: Resolver<ResolversTypes['OpenRoomResponse'], ParentType, ContextType, RequireFields<MutationDoctorOpenRoomArgs, 'id'>>;
  doctorProposeDates?: Resolver<ResolversTypes['Appointment'], ParentType, ContextType, RequireFields<MutationDoctorProposeDatesArgs, 'id' | 'input'>>;
  doctorRejectAppointment?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationDoctorRejectAppointmentArgs, 'id' | 'reason'>>;
  doctorSetStatus?: Resolver<ResolversTypes['StatusResponse'], ParentType, ContextType, RequireFields<MutationDoctorSetStatusArgs, 'id' | 'status'>>;
  doctorWriteReport?: Resolver<ResolversTypes['AppointmentReport'], ParentType, ContextType, RequireFields<MutationDoctorWriteReportArgs, 'id' | 'report'>>;
  removeCard?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationRemoveCardArgs, 'input'>>;
  removeNotification?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationRemoveNotificationArgs, 'id'>>;
  restartSubscription?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType>;
  sendContactUsEmail?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationSendContactUsEmailArgs, 'input'>>;
  setDefault?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationSetDefaultArgs, 'input'>>;
  shareFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationShareFolderArgs, 'doctor_ids' | 'folder_id'>>;
  switchSubscriptionPlan?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationSwitchSubscriptionPlanArgs, 'option_id'>>;
  translate?: Resolver<ResolversTypes['TranslateResponse'], ParentType, ContextType, RequireFields<MutationTranslateArgs, 'input'>>;
  updateFolder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType, RequireFields<MutationUpdateFolderArgs, 'id' | 'input'>>;
  updateHealthInfo?: Resolver<ResolversTypes['HealthInfo'], ParentType, ContextType, RequireFields<MutationUpdateHealthInfoArgs, 'input'>>;
  updatePassword?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationUpdatePasswordArgs, 'input'>>;
  updatePatient?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdatePatientArgs, 'input'>>;
  updateRead?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationUpdateReadArgs, 'id'>>;
  updateSettings?: Resolver<ResolversTypes['MessageResponse'], ParentType, ContextType, RequireFields<MutationUpdateSettingsArgs, 'input'>>;
};

export type NearestAppointmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NearestAppointment'] = ResolversParentTypes['NearestAppointment']> = {
  appointment_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  doctor?: Resolver<ResolversTypes['Doctor'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['ConsultPlan'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NotificationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = {
  body?: Resolver<ResolversTypes['NotificationBody'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  role_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type NotificationBodyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationBody'] = ResolversParentTypes['NotificationBody']> = {
  appointmentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NotificationListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['NotificationList'] = ResolversParentTypes['NotificationList']> = {
  results?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OpenRoomResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OpenRoomResponse'] = ResolversParentTypes['OpenRoomResponse']> = {
  meetUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirect_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ticket?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrganizationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = {
  bg_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parent_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['OrganizationSettings']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type OrganizationSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrganizationSettings'] = ResolversParentTypes['OrganizationSettings']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  organization_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  primary_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['JSON']>, ParentType, ContextType>;
};

export type PaymentAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentAnswer'] = ResolversParentTypes['PaymentAnswer']> = {
  client_secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decline_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PaymentConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentConfig'] = ResolversParentTypes['PaymentConfig']> = {
  processor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishable_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PaymentSourceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentSource'] = ResolversParentTypes['PaymentSource']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  source_info?: Resolver<ResolversTypes['SourceInfo'], ParentType, ContextType>;
  user_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type PlanFeatureResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanFeature'] = ResolversParentTypes['PlanFeature']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  item?: Resolver<ResolversTypes['FeatureItem'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlanOption'] = ResolversParentTypes['PlanOption']> = {
  duration_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  appointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentArgs, 'id'>>;
  appointmentByKey?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryAppointmentByKeyArgs, 'payKey'>>;
  appointmentReports?: Resolver<ResolversTypes['AppointmentReportList'], ParentType, ContextType, Partial<QueryAppointmentReportsArgs>>;
  appointments?: Resolver<ResolversTypes['AppointmentList'], ParentType, ContextType, Partial<QueryAppointmentsArgs>>;
  chargePayments?: Resolver<ResolversTypes['ChargePaymentList'], ParentType, ContextType, Partial<QueryChargePaymentsArgs>>;
  doctorAppointment?: Resolver<Maybe<ResolversTypes['Appointment']>, ParentType, ContextType, RequireFields<QueryDoctorAppointmentArgs, 'id'>>;
  doctorAppointments?: Resolver<ResolversTypes['AppointmentList'], ParentType, ContextType, Partial<QueryDoctorAppointmentsArgs>>;
  doctorBySlug?: Resolver<Maybe<ResolversTypes['Doctor']>, ParentType, ContextType, RequireFields<QueryDoctorBySlugArgs, 'slug'>>;
  doctorFolder?: Resolver<ResolversTypes['FolderListing'], ParentType, ContextType, RequireFields<QueryDoctorFolderArgs, 'folder_id'>>;
  doctorSharedFolders?: Resolver<Array<ResolversTypes['SharedFolder']>, ParentType, ContextType>;
  doctors?: Resolver<ResolversTypes['DoctorList'], ParentType, ContextType, Partial<QueryDoctorsArgs>>;
  fastAppointmentById?: Resolver<Maybe<ResolversTypes['FastAppointment']>, ParentType, ContextType, RequireFields<QueryFastAppointmentByIdArgs, 'id'>>;
  fetchBySubscriptionId?: Resolver<Maybe<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType, RequireFields<QueryFetchBySubscriptionIdArgs, 'id'>>;
  getAccessLog?: Resolver<Array<ResolversTypes['DocumentAccess']>, ParentType, ContextType, Partial<QueryGetAccessLogArgs>>;
  getAnalysis?: Resolver<ResolversTypes['AnalysisList'], ParentType, ContextType, Partial<QueryGetAnalysisArgs>>;
  getAnalysisById?: Resolver<ResolversTypes['Analysis'], ParentType, ContextType, RequireFields<QueryGetAnalysisByIdArgs, 'id'>>;
  getFastAppointments?: Resolver<ResolversTypes['FastAppointmentList'], ParentType, ContextType, Partial<QueryGetFastAppointmentsArgs>>;
  getFolders?: Resolver<ResolversTypes['FolderListing'], ParentType, ContextType, Partial<QueryGetFoldersArgs>>;
  getQuestions?: Resolver<Array<ResolversTypes['QuestionAnswer']>, ParentType, ContextType, RequireFields<QueryGetQuestionsArgs, 'biomarker' | 'id'>>;
  getRelatedDoctors?: Resolver<Array<ResolversTypes['RelatedDoctor']>, ParentType, ContextType>;
  getServiceBySlug?: Resolver<Maybe<ResolversTypes['Service']>, ParentType, ContextType, RequireFields<QueryGetServiceBySlugArgs, 'slug'>>;
  getServiceBySlugDoctors?: Resolver<ResolversTypes['DoctorList'], ParentType, ContextType, RequireFields<QueryGetServiceBySlugDoctorsArgs, 'query'>>;
  getServices?: Resolver<ResolversTypes['ServiceList'], ParentType, ContextType, Partial<QueryGetServicesArgs>>;
  getSource?: Resolver<Array<ResolversTypes['PaymentSource']>, ParentType, ContextType>;
  getStorageSize?: Resolver<ResolversTypes['StorageSize'], ParentType, ContextType>;
  getSubscriptionFeatures?: Resolver<Array<ResolversTypes['PlanFeature']>, ParentType, ContextType>;
  getSubscriptions?: Resolver<ResolversTypes['SubscriptionPlanList'], ParentType, ContextType, Partial<QueryGetSubscriptionsArgs>>;
  getUserNotifications?: Resolver<ResolversTypes['NotificationList'], ParentType, ContextType, Partial<QueryGetUserNotificationsArgs>>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType, Partial<QueryLanguagesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  myEntitlements?: Resolver<ResolversTypes['Entitlements'], ParentType, ContextType>;
  nearestAppointment?: Resolver<Maybe<ResolversTypes['NearestAppointment']>, ParentType, ContextType>;
  organizationSettings?: Resolver<Maybe<ResolversTypes['OrganizationSettings']>, ParentType, ContextType, RequireFields<QueryOrganizationSettingsArgs, 'organizationId'>>;
  organizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  organizationsByParentId?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType, RequireFields<QueryOrganizationsByParentIdArgs, 'parentId'>>;
  paymentConfig?: Resolver<ResolversTypes['PaymentConfig'], ParentType, ContextType>;
  relatedDoctors?: Resolver<Array<ResolversTypes['RelatedDoctor']>, ParentType, ContextType, RequireFields<QueryRelatedDoctorsArgs, 'limit' | 'slug'>>;
  specialties?: Resolver<Array<ResolversTypes['Specialty']>, ParentType, ContextType, Partial<QuerySpecialtiesArgs>>;
  specialtyBySlug?: Resolver<Maybe<ResolversTypes['Specialty']>, ParentType, ContextType, RequireFields<QuerySpecialtyBySlugArgs, 'slug'>>;
  translationAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  translatorPlanByLanguage?: Resolver<Maybe<ResolversTypes['TranslatorPlan']>, ParentType, ContextType, RequireFields<QueryTranslatorPlanByLanguageArgs, 'lang'>>;
};

export type QuestionAnswerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['QuestionAnswer'] = ResolversParentTypes['QuestionAnswer']> = {
  answer?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedDoctorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RelatedDoctor'] = ResolversParentTypes['RelatedDoctor']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ServiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Service'] = ResolversParentTypes['Service']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keywords?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  main_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  organization_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  short_desc?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ServiceListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ServiceList'] = ResolversParentTypes['ServiceList']> = {
  results?: Resolver<Array<ResolversTypes['Service']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SharedFolderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SharedFolder'] = ResolversParentTypes['SharedFolder']> = {
  folder?: Resolver<ResolversTypes['Folder'], ParentType, ContextType>;
  granted_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  patient_first_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patient_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  patient_last_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SourceInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SourceInfo'] = ResolversParentTypes['SourceInfo']> = {
  card?: Resolver<ResolversTypes['CardInfo'], ParentType, ContextType>;
};

export type SpecialtyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Specialty'] = ResolversParentTypes['Specialty']> = {
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type StatusResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StatusResponse'] = ResolversParentTypes['StatusResponse']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type StorageFileResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageFile'] = ResolversParentTypes['StorageFile']> = {
  folder_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updated_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StorageSizeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StorageSize'] = ResolversParentTypes['StorageSize']> = {
  level?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  limit_bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  locked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  used_bytes?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type StoredFileRefResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoredFileRef'] = ResolversParentTypes['StoredFileRef']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPlan'] = ResolversParentTypes['SubscriptionPlan']> = {
  features?: Resolver<Array<ResolversTypes['PlanFeature']>, ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['PlanOption']>, ParentType, ContextType>;
};

export type SubscriptionPlanListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscriptionPlanList'] = ResolversParentTypes['SubscriptionPlanList']> = {
  results?: Resolver<Array<ResolversTypes['SubscriptionPlan']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TranslateResponseResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranslateResponse'] = ResolversParentTypes['TranslateResponse']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranslatorPlanResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TranslatorPlan'] = ResolversParentTypes['TranslatorPlan']> = {
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lang_1?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lang_2?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  date_of_birth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  emailVerify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  first_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  health_info?: Resolver<Maybe<ResolversTypes['HealthInfo']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lang?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  last_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneVerify?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<ResolversTypes['UserSettings'], ParentType, ContextType>;
  subscribe?: Resolver<Maybe<ResolversTypes['UserSubscription']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unread_notifications?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserSettingsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSettings'] = ResolversParentTypes['UserSettings']> = {
  activity_sync?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  auth2fa?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type UserSubscriptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UserSubscription'] = ResolversParentTypes['UserSubscription']> = {
  auto_renew_status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  duration_type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiration_date?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  next_duration_type?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subscription_id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type WorkingHoursResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WorkingHours'] = ResolversParentTypes['WorkingHours']> = {
  day?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AdminNote?: AdminNoteResolvers<ContextType>;
  Analysis?: AnalysisResolvers<ContextType>;
  AnalysisFile?: AnalysisFileResolvers<ContextType>;
  AnalysisIndicator?: AnalysisIndicatorResolvers<ContextType>;
  AnalysisList?: AnalysisListResolvers<ContextType>;
  Appointment?: AppointmentResolvers<ContextType>;
  AppointmentDate?: AppointmentDateResolvers<ContextType>;
  AppointmentFile?: AppointmentFileResolvers<ContextType>;
  AppointmentList?: AppointmentListResolvers<ContextType>;
  AppointmentNote?: AppointmentNoteResolvers<ContextType>;
  AppointmentPatient?: AppointmentPatientResolvers<ContextType>;
  AppointmentReport?: AppointmentReportResolvers<ContextType>;
  AppointmentReportList?: AppointmentReportListResolvers<ContextType>;
  AppointmentReportListItem?: AppointmentReportListItemResolvers<ContextType>;
  AppointmentReview?: AppointmentReviewResolvers<ContextType>;
  AppointmentTranslator?: AppointmentTranslatorResolvers<ContextType>;
  CardInfo?: CardInfoResolvers<ContextType>;
  ChargeDiscount?: ChargeDiscountResolvers<ContextType>;
  ChargePayment?: ChargePaymentResolvers<ContextType>;
  ChargePaymentList?: ChargePaymentListResolvers<ContextType>;
  ConsultPlan?: ConsultPlanResolvers<ContextType>;
  CreateAppointmentResponse?: CreateAppointmentResponseResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Doctor?: DoctorResolvers<ContextType>;
  DoctorGroup?: DoctorGroupResolvers<ContextType>;
  DoctorList?: DoctorListResolvers<ContextType>;
  DocumentAccess?: DocumentAccessResolvers<ContextType>;
  Entitlement?: EntitlementResolvers<ContextType>;
  EntitlementPlan?: EntitlementPlanResolvers<ContextType>;
  Entitlements?: EntitlementsResolvers<ContextType>;
  FastAppointment?: FastAppointmentResolvers<ContextType>;
  FastAppointmentList?: FastAppointmentListResolvers<ContextType>;
  FastAppointmentNote?: FastAppointmentNoteResolvers<ContextType>;
  FeatureItem?: FeatureItemResolvers<ContextType>;
  FeatureItemOption?: FeatureItemOptionResolvers<ContextType>;
  Folder?: FolderResolvers<ContextType>;
  FolderListing?: FolderListingResolvers<ContextType>;
  HealthInfo?: HealthInfoResolvers<ContextType>;
  JSON?: GraphQLScalarType;
  Language?: LanguageResolvers<ContextType>;
  MessageResponse?: MessageResponseResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NearestAppointment?: NearestAppointmentResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationBody?: NotificationBodyResolvers<ContextType>;
  NotificationList?: NotificationListResolvers<ContextType>;
  OpenRoomResponse?: OpenRoomResponseResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationSettings?: OrganizationSettingsResolvers<ContextType>;
  PaymentAnswer?: PaymentAnswerResolvers<ContextType>;
  PaymentConfig?: PaymentConfigResolvers<ContextType>;
  PaymentSource?: PaymentSourceResolvers<ContextType>;
  PlanFeature?: PlanFeatureResolvers<ContextType>;
  PlanOption?: PlanOptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuestionAnswer?: QuestionAnswerResolvers<ContextType>;
  RelatedDoctor?: RelatedDoctorResolvers<ContextType>;
  Service?: ServiceResolvers<ContextType>;
  ServiceList?: ServiceListResolvers<ContextType>;
  SharedFolder?: SharedFolderResolvers<ContextType>;
  SourceInfo?: SourceInfoResolvers<ContextType>;
  Specialty?: SpecialtyResolvers<ContextType>;
  StatusResponse?: StatusResponseResolvers<ContextType>;
  StorageFile?: StorageFileResolvers<ContextType>;
  StorageSize?: StorageSizeResolvers<ContextType>;
  StoredFileRef?: StoredFileRefResolvers<ContextType>;
  SubscriptionPlan?: SubscriptionPlanResolvers<ContextType>;
  SubscriptionPlanList?: SubscriptionPlanListResolvers<ContextType>;
  TranslateResponse?: TranslateResponseResolvers<ContextType>;
  TranslatorPlan?: TranslatorPlanResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserSettings?: UserSettingsResolvers<ContextType>;
  UserSubscription?: UserSubscriptionResolvers<ContextType>;
  WorkingHours?: WorkingHoursResolvers<ContextType>;
};

