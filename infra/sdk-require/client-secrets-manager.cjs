// The bundle requires @aws-sdk/client-secrets-manager from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-secrets-manager';
module.exports = require(sdk);
