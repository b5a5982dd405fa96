import { AdminLoginAttempt } from './admin/admin-login-attempt.entity';
import { AdminSession } from './admin/admin-session.entity';
import { AdminUser } from './admin/admin-user.entity';
import { Setting } from './admin/setting.entity';
import { AuditLogEntry } from './audit/audit-log.entity';
import { Business } from './businesses/business.entity';
import { EditToken } from './businesses/edit-token.entity';
import { BusinessSpecialHours } from './businesses/special-hours.entity';
import { ContactMessage } from './contact/contact-message.entity';
import { LandingPage } from './landing/landing-page.entity';
import { MailOutboxMessage } from './mail/mail-outbox.entity';
import { ObjectUpload } from './objects/object-upload.entity';
import { BusinessClaim } from './owners/business-claim.entity';
import { BusinessOwner } from './owners/business-owner.entity';
import { OwnerLoginToken } from './owners/owner-login-token.entity';
import { OwnerSession } from './owners/owner-session.entity';
import { Owner } from './owners/owner.entity';
import { ReviewReport } from './reviews/review-report.entity';
import { BusinessDayStats } from './statistics/business-day-stats.entity';
import { Review } from './reviews/review.entity';

/** Every entity of the application, given to each data source that maps rows to them; the migrations test compares these with the schema. */
export const entities = [
  Business,
  EditToken,
  Review,
  AdminUser,
  AdminSession,
  AdminLoginAttempt,
  Setting,
  ObjectUpload,
  ContactMessage,
  LandingPage,
  ReviewReport,
  AuditLogEntry,
  MailOutboxMessage,
  Owner,
  OwnerSession,
  OwnerLoginToken,
  BusinessClaim,
  BusinessOwner,
  BusinessSpecialHours,
  BusinessDayStats,
];
