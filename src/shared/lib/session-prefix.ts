// Product spec section 9: "State is kept in session storage under a tapps/ prefix". Every key this
// app keeps in session storage starts with it (the session store, domain/session-store.ts, the
// pending intents' probe, the chunk-reload guard).
export const SESSION_PREFIX = 'tapps/';
