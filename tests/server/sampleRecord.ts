/** Sample records come from the field kinds' own samples (src/catalogue/samples.ts). */
export { sampleRecord, sampleValue } from "../../src/catalogue/samples";
