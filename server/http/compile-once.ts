/**
 * Ajv remembers a compiled schema by its object, and every app built in a process (a test file
 * starts several) gets the contract's schemas as new objects: each would compile all of them
 * again, about 2 s of CPU an app. Compiled once by content instead; a validator depends on
 * nothing but its schema and the instance's options, so sharing it changes no answer.
 */
export function compilingOnce<A extends { compile(schema: object): unknown }>(ajv: A): A {
  const compile = ajv.compile.bind(ajv);
  const compiled = new Map<string, unknown>();
  ajv.compile = ((schema: object) => {
    const key = JSON.stringify(schema);
    if (!compiled.has(key)) compiled.set(key, compile(schema));
    return compiled.get(key);
  }) as A['compile'];
  return ajv;
}
