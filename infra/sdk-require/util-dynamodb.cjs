// The bundle requires @aws-sdk/util-dynamodb from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/util-dynamodb';
module.exports = require(sdk);
