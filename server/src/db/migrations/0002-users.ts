import type { Kysely } from 'kysely';

/** Sign-in: accounts with their synced preferences, pending logins, and the secrets every instance shares. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text')
    .addColumn('picture', 'text')
    .addColumn('preferences', 'text')
    .addColumn('preferences_updated_at', 'bigint')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('users_provider_subject', ['provider', 'subject'])
    .execute();

  await db.schema.createIndex('devices_user').on('devices').column('user_id').execute();

  await db.schema
    .createTable('login_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text')
    .addColumn('device_id', 'text')
    .addColumn('return_to', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_states_expiry').on('login_states').column('expires_at').execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
}
