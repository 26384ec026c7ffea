import type {
  AppealStatus,
  ContentSnapshot,
  ModeratedTargetType,
  ReportCaseStatus,
  ReportOutcome,
  StudioRequestStatus,
} from '@art/contracts';
import type { KitTables } from '@art/kit';
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb written as its JSON text, read back parsed. */
type Json<T> = ColumnType<T, string, string>;
type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** bigint columns come back from pg as strings. */
type BigInt = ColumnType<string, number | string, number | string>;

/** The audit log: append-only (the database refuses UPDATE, DELETE and TRUNCATE). */
export interface OperatorActionsTable {
  id: Generated<string>;
  operator_id: string;
  operator_name: Generated<string>;
  action: string;
  target_type: string | null;
  target_id: string | null;
  subject_user_id: string | null;
  reason: string | null;
  before: NullableJson<unknown>;
  after: NullableJson<unknown>;
  request_id: string | null;
  created_at: CreatedAt;
}

/** Projection of identity's users. */
export interface MembersTable {
  id: string;
  name: string;
  email: string;
  slug: string;
  role: number;
  suspended: Generated<boolean>;
  registered_at: NullableTimestamp;
  version: number;
}

export interface OrdersTable {
  id: string;
  placed_at: Timestamp;
}

export interface PaymentsTable {
  id: string;
  order_id: string;
  amount_npr: BigInt;
  paid_at: Timestamp;
}

export interface RefundsTable {
  id: string;
  order_id: string;
  provider: string;
  amount_npr: BigInt;
  requested_at: Timestamp;
  completed_at: NullableTimestamp;
}

export interface StoredStudioImage {
  fileName: string;
  keys: Record<string, string>;
}

export interface StudioRequestsTable {
  id: string;
  user_id: string;
  name: string;
  email: string;
  message: string;
  images: Json<StoredStudioImage[]>;
  submitted_at: Timestamp;
  status: ColumnType<StudioRequestStatus, StudioRequestStatus | undefined, StudioRequestStatus>;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
}

export interface ArtistCodesTable {
  id: string;
  code_hash: string;
  hint: string;
  email: string | null;
  expires_at: Timestamp;
  created_by: string;
  created_by_name: Generated<string>;
  created_at: CreatedAt;
  revoked_at: NullableTimestamp;
  used_by: string | null;
  used_at: NullableTimestamp;
}

export interface ReportCasesTable {
  id: string;
  target_type: ModeratedTargetType;
  target_id: string;
  owner_id: string | null;
  owner_name: string | null;
  snapshot: NullableJson<ContentSnapshot>;
  status: ColumnType<ReportCaseStatus, ReportCaseStatus | undefined, ReportCaseStatus>;
  opened_at: Timestamp;
  outcome: ReportOutcome | null;
  decision_reason: string | null;
  resolved_at: NullableTimestamp;
  resolved_by: string | null;
  resolved_by_name: string | null;
}

export interface ReportsTable {
  id: string;
  case_id: string;
  reporter_id: string;
  category_id: string;
  category_name: Generated<string>;
  text: Generated<string>;
  snapshot: NullableJson<ContentSnapshot>;
  reported_at: Timestamp;
}

export interface SuspensionsTable {
  user_id: string;
  reason: string;
  since: CreatedAt;
  suspended_by: string;
  suspended_by_name: Generated<string>;
  case_id: string | null;
}

export interface AppealsTable {
  id: string;
  user_id: string;
  text: string;
  submitted_at: Timestamp;
  status: ColumnType<AppealStatus, AppealStatus | undefined, AppealStatus>;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  decided_by_name: string | null;
  decision_reason: string | null;
}

export interface ModerationTables extends KitTables {
  operator_actions: OperatorActionsTable;
  members: MembersTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  refunds: RefundsTable;
  studio_requests: StudioRequestsTable;
  artist_codes: ArtistCodesTable;
  report_cases: ReportCasesTable;
  reports: ReportsTable;
  suspensions: SuspensionsTable;
  appeals: AppealsTable;
}
