/** The header that carries each request's id (logs and error reports name it; spec section 7). Its own module, so the bench and the mocks' origin read it without the client. */
export const REQUEST_ID = 'x-request-id';
