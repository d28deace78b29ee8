// The bundle requires @aws-sdk/client-dynamodb from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-dynamodb';
module.exports = require(sdk);
