import { Global, Injectable, Module } from '@nestjs/common';

/** The current time, injected so rules with deadlines (edit tokens, sessions, upload URLs) are testable without sleeping. */
export abstract class Clock {
  abstract now(): Date;
}

/** The same clock under a symbol token (objects and admin modules inject it as `@Inject(CLOCK)`). */
export const CLOCK = Symbol('CLOCK');

@Injectable()
export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}

@Global()
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    { provide: CLOCK, useExisting: Clock },
  ],
  exports: [Clock, CLOCK],
})
export class ClockModule {}
