import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AdminLoginAttempt } from '../admin/admin-login-attempt.entity';
import { AdminSession } from '../admin/admin-session.entity';
import { AdminUser } from '../admin/admin-user.entity';
import { Setting } from '../admin/setting.entity';
import { AuditLogEntry } from '../audit/audit-log.entity';
import { Business } from '../businesses/business.entity';
import { EditToken } from '../businesses/edit-token.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { LandingPage } from '../landing/landing-page.entity';
import { ObjectUpload } from '../objects/object-upload.entity';
import { ReviewReport } from '../reviews/review-report.entity';
import { Review } from '../reviews/review.entity';
import { migrations } from './migrations';

/** Every entity of the application; the migrations test compares these with the schema. */
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
];

/**
 * With `replicaUrls`, TypeORM keeps one pool per server, each with the same size and timeouts.
 * Only DatabaseReader sends queries to a replica: everything else, TypeORM's own SELECTs
 * included, stays on the primary (`defaultMode: 'master'`), so writes, admin pages and
 * reads inside a transaction never see a lagging copy.
 */
export function typeOrmOptions(
  config: Pick<AppConfig, 'db'>,
  url: string,
  replicaUrls: readonly string[] = [],
): DataSourceOptions {
  const servers =
    replicaUrls.length === 0
      ? { url }
      : {
          replication: {
            master: { url },
            slaves: replicaUrls.map((replicaUrl) => ({ url: replicaUrl })),
            defaultMode: 'master' as const,
          },
        };
  return {
    type: 'postgres',
    ...servers,
    entities,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    poolSize: config.db.poolSize,
    connectTimeoutMS: config.db.connectTimeoutMs,
    // node-postgres waits forever for a slow query unless the server is told otherwise.
    extra: {
      statement_timeout: config.db.statementTimeoutMs,
      idle_in_transaction_session_timeout: config.db.statementTimeoutMs * 2,
      application_name: 'branchenbuch',
    },
  };
}
