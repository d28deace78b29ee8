// The bundle requires @aws-sdk/client-bedrock-runtime from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-bedrock-runtime';
module.exports = require(sdk);
