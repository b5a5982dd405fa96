import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A message sent through the contact form; kept for the administrator. */
@Entity({ name: 'contact_messages' })
@Index('idx_contact_messages_created', ['createdAt'])
export class ContactMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName!: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ type: 'text' })
  message!: string;

  /** Always true: a message without consent to the privacy policy is refused, never stored. */
  @Column({ name: 'privacy_consent', type: 'boolean' })
  privacyConsent!: boolean;

  /** When the sender ticked the consent box (the moment the message was accepted). */
  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
