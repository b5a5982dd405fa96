import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed (or still running) login, kept for the brute-force window; counted per IP and per username. */
@Entity({ name: 'admin_login_attempts' })
@Index('idx_admin_login_attempts_username', ['username', 'attemptedAt'])
@Index('idx_admin_login_attempts_ip', ['ip', 'attemptedAt'])
export class AdminLoginAttempt {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Lower-cased, so 'Admin' and 'admin' share one counter. */
  @Column({ type: 'varchar', length: 100 })
  username!: string;

  @Column({ type: 'varchar', length: 64 })
  ip!: string;

  @Column({ name: 'attempted_at', type: 'timestamptz' })
  attemptedAt!: Date;
}
