import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * An upload form handed out by `POST /api/objects/upload`. Normalize only accepts uploads
 * listed here, with the size limit and types decided when the form was issued (the store
 * enforces them already; the size is checked again when reading).
 */
@Entity({ name: 'object_uploads' })
export class ObjectUpload {
  @PrimaryColumn({ type: 'uuid' })
  id!: string;

  @Column({ name: 'max_size', type: 'integer' })
  maxSize!: number;

  /** GIF passes only when the upload request declared it. */
  @Column({ name: 'allow_gif', type: 'boolean', default: false })
  allowGif!: boolean;

  @Index('idx_object_uploads_expires_at')
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  /** Set by the one file an upload form takes (local driver); a second one is refused. */
  @Column({ name: 'received_at', type: 'timestamptz', nullable: true })
  receivedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
