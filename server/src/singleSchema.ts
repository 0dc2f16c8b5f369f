import { registerHooks } from 'node:module';

/**
 * One copy of @colyseus/schema in the process.
 *
 * Under Node 24, `require('@colyseus/core')` loads core's ES module build (its exports offer
 * "module-sync"), which imports schema's ES module build; our CommonJS `require` of
 * '@colyseus/schema' would load its CommonJS build instead. Two copies of the encoder's
 * classes and registries are known to break encoding silently (see the stack notes), and
 * our schema classes and StateViews must be the ones core's encoder knows. So every require
 * of schema resolves through the "import" condition, to the one copy core uses. Import this
 * module before anything that imports Colyseus.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier !== '@colyseus/schema' || !context.conditions.includes('require')) return nextResolve(specifier, context);
    return nextResolve(specifier, {
      ...context,
      conditions: context.conditions.map((condition) => (condition === 'require' ? 'import' : condition)),
    });
  },
});
