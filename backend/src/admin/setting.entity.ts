import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Values generated once on first start and shared by every replica (e.g. the admin path segment). */
@Entity({ name: 'settings' })
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  key!: string;

  @Column({ type: 'text' })
  value!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
