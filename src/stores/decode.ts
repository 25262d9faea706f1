/** The stores decode what they read back with the pure decoders of src/domain/decode.ts. */
export * from '../domain/decode.ts';
