import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { FixedWindowLimiter, RATE_LIMIT_STORE } from '../common/fixed-window-limiter';
import type { RateLimitStore } from '../common/fixed-window-limiter';
import { AdminPathService } from './admin-path.service';

export const PATH_CHECKS_PER_MINUTE = 20;
export const MESSAGE_RATE_LIMITED = 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.';

/** The public "is this the admin segment?" question, rate limited per IP. */
@Injectable()
export class AdminPathCheckService {
  private readonly limiter: FixedWindowLimiter;

  constructor(
    private readonly adminPath: AdminPathService,
    @Inject(RATE_LIMIT_STORE) store: RateLimitStore,
  ) {
    this.limiter = new FixedWindowLimiter(store, {
      name: 'admin-path',
      limit: PATH_CHECKS_PER_MINUTE,
      windowMs: 60_000,
    });
  }

  async check(segment: string, ip: string): Promise<boolean> {
    if (!(await this.limiter.allow(ip))) throw new HttpException(MESSAGE_RATE_LIMITED, HttpStatus.TOO_MANY_REQUESTS);
    if (segment.length === 0 || segment.length > 200) return false;
    return this.adminPath.matches(segment);
  }
}
