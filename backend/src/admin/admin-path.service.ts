import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { timingSafeEqual } from 'node:crypto';
import { Repository } from 'typeorm';
import { randomToken, sha256 } from '../common/crypto';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Setting } from './setting.entity';

export const ADMIN_PATH_SETTING = 'admin_path_segment';

/** The secret first path segment of the admin area: from ADMIN_PATH_SEGMENT or generated once and stored. */
@Injectable()
export class AdminPathService {
  private segment: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(Setting) private readonly settings: Repository<Setting>,
  ) {}

  /** Loads the segment, generating and storing it when neither the environment nor the database has one. */
  async ensureSegment(): Promise<{ segment: string; generated: boolean }> {
    if (this.config.admin.pathSegment !== undefined) {
      this.segment = this.config.admin.pathSegment;
      return { segment: this.segment, generated: false };
    }
    const stored = await this.settings.findOne({ where: { key: ADMIN_PATH_SETTING } });
    if (stored !== null) {
      this.segment = stored.value;
      return { segment: stored.value, generated: false };
    }
    const candidate = randomToken(24);
    await this.settings
      .createQueryBuilder()
      .insert()
      .values({ key: ADMIN_PATH_SETTING, value: candidate })
      .orIgnore()
      .execute();
    // Another replica may have won the race; everyone uses the stored value.
    const winner = await this.settings.findOneOrFail({ where: { key: ADMIN_PATH_SETTING } });
    this.segment = winner.value;
    return { segment: winner.value, generated: winner.value === candidate };
  }

  /** Constant-time comparison (of digests, so the length does not leak either). */
  async matches(candidate: string): Promise<boolean> {
    if (candidate.length === 0 || candidate.length > 200) return false;
    const segment = this.segment ?? (await this.ensureSegment()).segment;
    return timingSafeEqual(sha256(candidate), sha256(segment));
  }
}
