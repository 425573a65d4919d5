// The admin area's API types, from the generated schema only (openapi.yaml tag admin).
import type { components } from '../../../../../contracts/api/schema';

type S = components['schemas'];
export type ReportCase = S['ReportCase'];
export type ReportReason = S['ReportReason'];
export type ReportTargetType = S['ReportTargetType'];
export type ReportAction = S['AdminReportAction'];
export type ModerationAction = S['ModerationAction'];
export type LiftSuspension = S['AdminLiftSuspension'];
export type LiftRestriction = S['AdminLiftRestriction'];
export type StaffMember = S['StaffMember'];
export type AdminTask = S['AdminTask'];
export type TaskInput = S['AdminTaskInput'];
export type TaskUpdate = S['AdminTaskUpdate'];
export type TaskQuery = S['AdminTaskQuery'];
export type TaskStatus = S['AdminTaskStatus'];
export type TaskPriority = S['AdminTaskPriority'];
export type Asset = S['AdminAsset'];
export type AssetKind = S['AdminAssetKind'];
export type AssetQuery = S['AdminAssetQuery'];
