// The bus helpers of @art/testing under the names these tests use.
export { envelopeOf, publish as publishEnvelope } from '@art/testing';
