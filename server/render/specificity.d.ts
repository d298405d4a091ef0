// @bramus/specificity ships its types (index.d.ts) outside its package "exports", where TypeScript's
// bundler resolution does not look: the part of them this server uses.
declare module "@bramus/specificity" {
  const Specificity: { calculate(selector: string): { value: { a: number; b: number; c: number } }[] };
  export default Specificity;
}
