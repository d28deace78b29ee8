// The bundle requires @aws-sdk/client-lambda from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-lambda';
module.exports = require(sdk);
