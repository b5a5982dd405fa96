import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { randomToken } from '../common/crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { createFirstAdmin, GENERATED_PASSWORD_FILE, writeGeneratedPassword } from './admin-credentials';
import { AdminPathService } from './admin-path.service';
import { AdminUser } from './admin-user.entity';
import { verifyPassword } from './password-hashing';

/**
 * First start: creates the admin user and the admin path segment, and says once where to find what was generated.
 * Every later start names the admin address again (never the password).
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger('AdminAccess');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adminPath: AdminPathService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The OpenAPI writer builds the app without a database.
    if (!this.dataSource.isInitialized) return;
    const { username } = this.config.admin;
    const passwordGenerated = this.config.admin.password === undefined;
    const password = this.config.admin.password ?? randomToken(18);
    const created = await createFirstAdmin(this.dataSource, username, password);
    const { segment, generated: segmentGenerated } = await this.adminPath.ensureSegment();

    const lines: string[] = [];
    if (created) {
      lines.push(`Admin-Benutzer angelegt: ${username}`);
      if (passwordGenerated) lines.push(...this.generatedPasswordLines(username, password));
    }
    const addressInFrame = segmentGenerated || (created && passwordGenerated);
    if (addressInFrame) {
      lines.push(`Admin-Bereich: ${this.config.publicBaseUrl}/${segment}/login`);
      if (segmentGenerated)
        lines.push('Der Pfad wurde generiert und in der Datenbank gespeichert (ADMIN_PATH_SEGMENT).');
    }
    if (!created && !passwordGenerated && !(await this.storedPasswordIs(username, password))) {
      lines.push(
        `ADMIN_PASSWORD gilt nur beim ersten Start und wird ignoriert: für ${username} ist ein anderes Passwort gespeichert.`,
      );
      lines.push('Ändern mit: npm run admin:set-password');
    }
    if (lines.length > 0) {
      const frame = '='.repeat(72);
      for (const line of [frame, ...lines, frame]) this.logger.warn(line);
    }
    if (!addressInFrame) this.logger.log(this.laterStartLine(segment));
  }

  /**
   * The admin address on a later start. A segment from ADMIN_PATH_SEGMENT stays out of the log (whoever set it has
   * it); a generated one is only in the database. A generated password still in its file is named by its path.
   */
  private laterStartLine(segment: string): string {
    const shown = this.config.admin.pathSegment === undefined ? segment : '<ADMIN_PATH_SEGMENT>';
    const line = `Admin-Bereich: ${this.config.publicBaseUrl}/${shown}/login`;
    const passwordFile = join(this.config.dataDir, GENERATED_PASSWORD_FILE);
    return existsSync(passwordFile) ? `${line} (generiertes Passwort in ${passwordFile})` : line;
  }

  /**
   * Outside tests the generated password goes to a file only its owner can read, and the log names the file;
   * tests read it from the log.
   */
  private generatedPasswordLines(username: string, password: string): string[] {
    if (this.config.nodeEnv === 'test')
      return [`Generiertes Passwort: ${password}`, 'Ändern mit: npm run admin:set-password'];
    const path = writeGeneratedPassword(this.config.dataDir, username, password);
    if (path === undefined) {
      const existing = join(this.config.dataDir, GENERATED_PASSWORD_FILE);
      return [
        `Das generierte Passwort wurde nicht gespeichert: ${existing} besteht schon (von einem früheren Start).`,
        'Passwort setzen mit: npm run admin:set-password',
      ];
    }
    return [
      `Generiertes Passwort gespeichert in: ${path} (nur für den Eigentümer lesbar)`,
      'Nach dem ersten Anmelden die Datei löschen. Ändern mit: npm run admin:set-password',
    ];
  }

  private async storedPasswordIs(username: string, password: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(AdminUser).findOne({ where: { username } });
    return user !== null && (await verifyPassword(user.passwordHash, password));
  }
}
