/**
 * The local backend's database of the product: the console and the chat widget (same origin in local
 * mode) open this one, so the widget reads what the console published.
 */
export const PRODUCT_DATABASE_NAME = 'tellr-console';
