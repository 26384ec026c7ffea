// The refusal codes live beside the endpoint declarations (@art/endpoint), where the services' error
// envelope (@art/kit) can read them too; the frontends import them from here.
export * from '@art/endpoint/refusals';
