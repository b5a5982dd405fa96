import { DataSourceOptions } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { AdminLoginAttempt } from '../admin/admin-login-attempt.entity';
import { AdminSession } from '../admin/admin-session.entity';
import { AdminUser } from '../admin/admin-user.entity';
import { Setting } from '../admin/setting.entity';
import { Business } from '../businesses/business.entity';
import { EditToken } from '../businesses/edit-token.entity';
import { ContactMessage } from '../contact/contact-message.entity';
import { ObjectUpload } from '../objects/object-upload.entity';
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
];

export function typeOrmOptions(config: Pick<AppConfig, 'db'>, url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
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
