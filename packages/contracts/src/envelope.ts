// The envelope belongs to the kit, which knows no area; the areas' events are defined with it here.
export * from '@art/kit/envelope';
